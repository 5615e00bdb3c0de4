!!ARBfp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbfp1
# source file: tests/shaders/fragment/mipmap_lod_bias_select.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbfp1
#program main
#semantic main.tex
#semantic main.grazingBias
#var float2 uv : $vin.TEXCOORD0 : TEX0 : 0 : 1
#var float3 N : $vin.TEXCOORD1 : TEX1 : 1 : 1
#var float3 V : $vin.TEXCOORD2 : TEX2 : 2 : 1
#var sampler2D tex :  : texunit 0 : 3 : 1
#var float grazingBias :  : c[0] : 4 : 1
#var float4 main : $vout.COLOR : COL : -1 : 1
#const c[1] = 1 0 0.30000001
PARAM c[2] = { program.local[0],
		{ 1, 0, 0.30000001 } };
TEMP R0;
TEMP R1;
TEMP R2;
DP3 R0.x, fragment.texcoord[1], fragment.texcoord[1];
RSQ R0.w, R0.x;
DP3 R0.y, fragment.texcoord[2], fragment.texcoord[2];
RSQ R0.y, R0.y;
MUL R0.xyz, R0.y, fragment.texcoord[2];
MUL R1.xyz, R0.w, fragment.texcoord[1];
DP3 R0.x, R1, R0;
ABS R2.x, R0;
SLT R0.x, R2, c[1].z;
ABS R0.y, R0.x;
MOV R0.x, c[0];
CMP R0.y, -R0, c[1], c[1].x;
CMP R0.z, -R0.y, c[1].y, R0.x;
MOV R0.xy, fragment.texcoord[0];
TXB R0, R0.xyzz, texture[0], 2D;
TEX R1, fragment.texcoord[0], texture[0], 2D;
ADD R1, R1, -R0;
MAD result.color, R2.x, R1, R0;
END
# 18 instructions, 3 R-regs
