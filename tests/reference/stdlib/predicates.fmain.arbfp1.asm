!!ARBfp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbfp1
# source file: tests/shaders/stdlib/predicates.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbfp1
#program fmain
#var float4 a : $vin.TEXCOORD0 : TEX0 : 0 : 1
#var float4 fmain : $vout.COLOR : COL : -1 : 1
#const c[0] = 0.5 0 1 2
PARAM c[1] = { { 0.5, 0, 1, 2 } };
TEMP R0;
TEMP R1;
TEMP R2;
SLT R0.xyz, c[0].x, fragment.texcoord[0];
MUL R0.w, R0.x, R0.y;
MUL R1.x, R0.w, R0.z;
ADD_SAT R0.x, R0, R0.y;
MAD R1.z, -fragment.texcoord[0].w, c[0].w, fragment.texcoord[0].w;
ABS R1.w, R1.z;
ADD R2.xyz, fragment.texcoord[0], -fragment.texcoord[0];
ADD R0.w, fragment.texcoord[0], -fragment.texcoord[0];
ABS R0.w, R0;
ABS R1.z, fragment.texcoord[0].w;
ABS R2.xyz, R2;
ADD_SAT R1.y, R0.z, R0.x;
CMP R0.xyz, -R2, c[0].z, c[0].y;
ABS R2.x, fragment.texcoord[0];
CMP R1.w, -R1, c[0].z, c[0].y;
CMP R1.z, -R1, c[0].y, c[0];
ADD_SAT R1.z, R1, R1.w;
CMP R0.w, -R0, c[0].y, c[0].z;
MUL R1.z, R0.w, R1;
MAD R1.w, -fragment.texcoord[0].x, c[0], fragment.texcoord[0].x;
ABS R1.w, R1;
MOV R0.w, c[0].y;
CMP R2.x, -R2, c[0].z, c[0].y;
CMP R1.w, -R1, c[0].y, c[0].z;
MUL R1.w, R1, R2.x;
ADD result.color, R1, R0;
END
# 26 instructions, 3 R-regs
