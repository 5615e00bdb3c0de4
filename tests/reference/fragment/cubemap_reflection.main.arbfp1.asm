!!ARBfp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbfp1
# source file: tests/shaders/fragment/cubemap_reflection.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbfp1
#program main
#semantic main.envMap
#semantic main.baseMap
#semantic main.f0
#semantic main.reflectivity
#var float3 N : $vin.TEXCOORD0 : TEX0 : 0 : 1
#var float3 I : $vin.TEXCOORD1 : TEX1 : 1 : 1
#var float2 uv : $vin.TEXCOORD2 : TEX2 : 2 : 1
#var samplerCUBE envMap :  : texunit 0 : 3 : 1
#var sampler2D baseMap :  : texunit 1 : 4 : 1
#var float f0 :  : c[0] : 5 : 1
#var float reflectivity :  : c[1] : 6 : 1
#var float4 main : $vout.COLOR : COL : -1 : 1
#const c[2] = 1 5 2
PARAM c[3] = { program.local[0..1],
		{ 1, 5, 2 } };
TEMP R0;
TEMP R1;
DP3 R0.y, fragment.texcoord[0], fragment.texcoord[0];
RSQ R0.y, R0.y;
DP3 R0.x, fragment.texcoord[1], fragment.texcoord[1];
MUL R1.xyz, R0.y, fragment.texcoord[0];
RSQ R0.x, R0.x;
MUL R0.xyz, R0.x, fragment.texcoord[1];
DP3 R1.w, R0, R1;
DP3_SAT R0.w, -R0, R1;
MUL R1.xyz, R1, R1.w;
ADD R1.w, -R0, c[2].x;
MAD R1.xyz, -R1, c[2].z, R0;
MOV R0.w, c[2].x;
ADD R0.w, R0, -c[0].x;
POW R1.w, R1.w, c[2].y;
MAD R1.w, R0, R1, c[0].x;
TEX R0, fragment.texcoord[2], texture[1], 2D;
TEX R1.xyz, R1, texture[0], CUBE;
ADD R1.xyz, R1, -R0;
MUL R1.w, R1, c[1].x;
MAD result.color.xyz, R1.w, R1, R0;
MOV result.color.w, R0;
END
# 21 instructions, 2 R-regs
