!!VP1.1
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile vp20
# source file: tests/header/249_loops_cgc_unrolls_by_shape.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile vp20
#program main
#var float4 p : $vin.POSITION : ATTR0 : 0 : 1
#var float4 main : $vout.POSITION : HPOS : -1 : 1
#const c[0] = 4 2
ADD   R0, v[0], v[0];
ADD   R0, v[0], R0;
ADD   R0, v[0], R0;
MAD   R0, v[0], c[0].y, R0;
MUL   o[HPOS], R0, c[0].x;
END
# 5 instructions, 0 R-regs
