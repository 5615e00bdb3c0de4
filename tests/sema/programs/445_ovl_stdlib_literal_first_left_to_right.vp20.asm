!!VP1.1
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -quiet -profile vp20
# source file: tests/sema/cases/445_ovl_stdlib_literal_first_left_to_right.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile vp20
#program main
#var float4 p : $vin.POSITION : ATTR0 : 0 : 1
#var float4 main : $vout.POSITION : HPOS : -1 : 1
#const c[0] = 2 0.5
MOV   R0.yz, c[0].x;
MOV   R0.w, v[0].x;
MIN   R0.x, v[0], c[0].y;
LIT   R0.z, R0.yzzw;
MAX   R0.y, v[0].x, R0.x;
MAX   R0.x, v[0], c[0].y;
ADD   R0.x, R0, R0.y;
ADD   o[HPOS], R0.x, R0.z;
END
# 8 instructions, 0 R-regs
