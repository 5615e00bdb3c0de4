!!VP1.1
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile vp20
# source file: tests/header/089_const_two_and_three.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile vp20
#program main
#var float4 p : $vin.POSITION : ATTR0 : 0 : 1
#var float4 main : $vout.POSITION : HPOS : -1 : 1
#const c[0] = 2 3 1
#const c[1] = 4 5 6
MUL   R0.xyz, v[0], c[0];
ADD   o[HPOS].xyz, R0, c[1];
MOV   o[HPOS].w, v[0];
END
# 3 instructions, 0 R-regs
