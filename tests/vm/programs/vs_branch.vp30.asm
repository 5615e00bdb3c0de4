!!VP2.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -quiet -profile vp30
# source file: tests/vm/cg/vs_branch.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile vp30
#program main
#semantic main.k
#var float4 p : $vin.POSITION : ATTR0 : 0 : 1
#var float4 a : $vin.TEXCOORD0 : TEXCOORD0 : 1 : 1
#var float k :  : c[0] : 2 : 1
#var float4 hpos : $vout.POSITION : HPOS : 3 : 1
#var float4 tc : $vout.TEXCOORD0 : TEX0 : 4 : 1
#const c[1] = 7 1 2
BB0:
MUL   R0, v[8].wxyz, c[1].z;
SGTC  CC.x, v[8], c[0];
ADD   R0(EQ.x), -c[1].y, v[8].zyxw;
MOVC  CC.x, v[8].y;
MOV   R0.x(LT), c[1];
MOV   o[TEX0].w, R0.x;
MOV   o[TEX0].xyz, R0.yzww;
MOV   o[HPOS], v[0];
END
# 8 instructions, 1 R-regs
