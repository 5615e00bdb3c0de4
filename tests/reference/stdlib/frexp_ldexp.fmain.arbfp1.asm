!!ARBfp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbfp1
# source file: tests/shaders/stdlib/frexp_ldexp.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbfp1
#program fmain
#var float4 a : $vin.TEXCOORD0 : TEX0 : 0 : 1
#var float4 fmain : $vout.COLOR : COL : -1 : 1
#const c[0] = 8 1 0 0.1
#const c[1] = 3
PARAM c[2] = { { 8, 1, 0, 0.1 },
		{ 3 } };
TEMP R0;
TEMP R1;
TEMP R2;
TEMP R3;
TEMP R4;
MUL R1.xyz, fragment.texcoord[0], c[0].x;
ABS R2.xyz, R1;
MUL R4.xyz, fragment.texcoord[0].yzww, c[1].x;
LG2 R0.x, R2.x;
LG2 R0.z, R2.z;
LG2 R0.y, R2.y;
FLR R0.xyz, R0;
ADD R0.xyz, R0, c[0].y;
CMP R2.xyz, -R2, c[0].y, c[0].z;
MUL R2.xyz, R2, R0;
EX2 R0.x, -R2.x;
EX2 R0.y, -R2.y;
EX2 R0.z, -R2.z;
MUL R3.xyz, R1, R0;
FLR R1.xyz, R4;
FLR R0.xyz, -R4;
CMP R0.xyw, R4.yzzx, -R0.yzzx, R1.yzzx;
MAD R1.xyz, R2, c[0].w, R3;
MOV R1.w, c[0].y;
ADD R0.xyz, R4, -R0.wxyw;
ADD R0, R1, R0;
EX2 R1.x, R2.x;
EX2 R1.y, R2.y;
EX2 R1.z, R2.z;
MOV R1.w, c[0].z;
MUL R1.xyz, R3, R1;
ADD result.color, R0, R1;
END
# 27 instructions, 5 R-regs
