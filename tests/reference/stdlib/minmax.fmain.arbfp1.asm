!!ARBfp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbfp1
# source file: tests/shaders/stdlib/minmax.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbfp1
#program fmain
#semantic fmain.lo
#semantic fmain.hv
#var float4 a : $vin.TEXCOORD0 : TEX0 : 0 : 1
#var float4 b : $vin.TEXCOORD1 : TEX1 : 1 : 1
#var float lo :  : c[0] : 2 : 1
#var half3 hv :  : c[1] : 3 : 1
#var float4 fmain : $vout.COLOR : COL : -1 : 1
#const c[2] = 1 0.5 3 2
PARAM c[3] = { program.local[0..1],
		{ 1, 0.5, 3, 2 } };
TEMP R0;
TEMP R1;
TEMP R2;
TEMP R3;
TEMP R4;
ADD R0.xyz, fragment.texcoord[1], c[2].w;
ADD R1.xyz, fragment.texcoord[0], -c[1];
MUL_SAT R1.xyz, R1, c[2].x;
MAD R4.xyz, -R1, c[2].w, c[2].z;
MUL R1.xyz, R1, R1;
MUL R1.xyz, R1, R4;
MUL R2.xyz, fragment.texcoord[0], c[2].z;
RCP R3.x, R0.x;
RCP R3.z, R0.z;
RCP R3.y, R0.y;
MUL R3.xyz, R2, R3;
ABS R4.xyz, R0;
ABS R3.xyz, R3;
FRC R3.xyz, R3;
MUL R3.xyz, R3, R4;
CMP R2.xyz, R2, -R3, R3;
ADD R3.xyz, R1, R2;
MOV R0, fragment.texcoord[0];
ADD R0, fragment.texcoord[1], -R0;
MUL R0, fragment.texcoord[1].w, R0;
ADD R2, fragment.texcoord[0], R0;
SGE R1, fragment.texcoord[1], c[2].y;
MOV_SAT R0, fragment.texcoord[0];
ADD R0, R0, R1;
ADD R1, R0, R2;
MOV R0.xyz, fragment.texcoord[1];
MOV R0.w, c[2].x;
ADD R0.w, R0, c[0].x;
MIN R0.w, fragment.texcoord[0], R0;
MIN R0.x, fragment.texcoord[0], R0;
MAX R0.yz, fragment.texcoord[0], R0;
MAX R0.w, R0, c[0].x;
ADD R0, R0, R1;
ADD result.color.xyz, R0, R3;
MOV result.color.w, R0;
END
# 35 instructions, 5 R-regs
