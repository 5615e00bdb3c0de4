!!VP2.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -quiet -profile vp30
# source file: tests/vm/cg/vs_int.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile vp30
#program main
#semantic main.k
#var float4 p : $vin.POSITION : ATTR0 : 0 : 1
#var float4 a : $vin.TEXCOORD0 : TEXCOORD0 : 1 : 1
#var float4 k :  : c[0] : 2 : 1
#var float4 hpos : $vout.POSITION : HPOS : 3 : 1
#var float4 o : $vout.TEXCOORD0 : TEX0 : 4 : 1
#const c[1] = 3
BB0:
MUL   R2, v[8], c[1].x;
MOVC  CC, v[8];
FLR   R3, |R2|;
RCP   R0.x, c[0].x;
RCP   R0.y, c[0].y;
RCP   R0.w, c[0].w;
RCP   R0.z, c[0].z;
MUL   R0, v[8], R0;
FRC   R0, |R0|;
MUL   R1, R0, |c[0]|;
MOV   R0, R1;
MOV   R0(LT), -R1;
MOV   R1, R3;
MOVC  CC, R2;
MOV   R1(LT), -R3;
ADD   R1, R1, R0;
SSG   R0, v[8];
ADD   o[TEX0], R0, R1;
MOV   o[HPOS], v[0];
END
# 19 instructions, 4 R-regs
