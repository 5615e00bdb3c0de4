!!VP2.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -quiet -profile vp30
# source file: tests/sema/cases/445_ovl_stdlib_literal_first_left_to_right.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile vp30
#program main
#var float4 p : $vin.POSITION : ATTR0 : 0 : 1
#var float4 main : $vout.POSITION : HPOS : -1 : 1
#const c[0] = 0.5
BB0:
MIN   R0.x, v[0], c[0];
MAX   R0.y, v[0].x, R0.x;
MAX   R0.x, v[0], c[0];
EX2   R0.z, v[0].x;
ADD   R0.x, R0, R0.y;
ADD   o[HPOS], R0.x, R0.z;
END
# 6 instructions, 1 R-regs
