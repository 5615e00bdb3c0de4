!!ARBfp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbfp1
# source file: tests/shaders/stdlib/exp_log.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbfp1
#program fmain
#var float4 a : $vin.TEXCOORD0 : TEX0 : 0 : 1
#var float4 b : $vin.TEXCOORD1 : TEX1 : 1 : 1
#var float4 fmain : $vout.COLOR : COL : -1 : 1
#const c[0] = 2.718282 0.25 0.69314718 0.30103001
PARAM c[1] = { { 2.718282, 0.25, 0.69314718, 0.30103001 } };
TEMP R0;
TEMP R1;
TEMP R2;
TEMP R3;
TEMP R4;
ABS R1, fragment.texcoord[0];
ADD R2, R1, c[0].y;
ABS R0, fragment.texcoord[1];
RSQ R3.zw, R2.z;
POW R1.z, R2.z, R0.z;
POW R1.x, R2.x, R0.x;
RSQ R4.zw, R2.x;
MOV R3.y, R3.w;
POW R1.y, R2.y, R0.y;
RSQ R4.xy, R2.y;
RCP R0.z, R3.z;
POW R1.w, R2.w, R0.w;
RSQ R3.x, R2.w;
RCP R0.x, R4.z;
RCP R0.y, R4.x;
RCP R0.w, R3.x;
ADD R0, R1, R0;
LG2 R1.x, R2.x;
LG2 R1.w, R2.w;
LG2 R1.y, R2.y;
LG2 R1.z, R2.z;
MOV R3.w, R4;
MOV R3.z, R4.y;
ADD R0, R0, R3;
MUL R1.x, R1, c[0].z;
MUL R1.w, R1, c[0];
POW R2.x, c[0].x, fragment.texcoord[0].x;
POW R2.y, c[0].x, fragment.texcoord[0].y;
EX2 R2.z, fragment.texcoord[0].z;
EX2 R2.w, fragment.texcoord[0].w;
ADD R1, R2, R1;
ADD result.color, R1, R0;
END
# 32 instructions, 5 R-regs
