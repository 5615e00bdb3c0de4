!!VP1.1
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile vp20
# source file: tests/header/057_const_with_uniforms.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile vp20
#program main
#semantic u1
#semantic u2
#var float4 p : $vin.POSITION : ATTR0 : 0 : 1
#var float4 u1 :  : c[0] : -1 : 1
#var float4 u2 :  : c[1] : -1 : 1
#var float4 main : $vout.POSITION : HPOS : -1 : 1
#const c[2] = 3 8
#const c[3] = 4 5 6 7
MUL   R0, v[0], c[2].x;
ADD   R0, R0, c[0];
MUL   R0, R0, c[3];
ADD   R0, R0, c[1];
MUL   o[HPOS], R0, c[2].y;
END
# 5 instructions, 0 R-regs
