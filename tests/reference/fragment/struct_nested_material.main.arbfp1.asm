!!ARBfp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbfp1
# source file: tests/shaders/fragment/struct_nested_material.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbfp1
#program main
#semantic main.mat
#semantic main.layerTex0
#semantic main.layerTex1
#semantic main.lightDir
#var float2 uv : $vin.TEXCOORD0 : TEX0 : 0 : 1
#var float3 N : $vin.TEXCOORD1 : TEX1 : 1 : 1
#var float3 mat.albedo :  : c[0] : 2 : 1
#var float mat.roughness :  : c[1] : 2 : 1
#var float3 mat.layers[0].tint :  : c[2] : 2 : 1
#var float mat.layers[0].strength :  : c[3] : 2 : 1
#var float2 mat.layers[0].tiling :  : c[4] : 2 : 1
#var float3 mat.layers[1].tint :  : c[5] : 2 : 1
#var float mat.layers[1].strength :  : c[6] : 2 : 1
#var float2 mat.layers[1].tiling :  : c[7] : 2 : 1
#var sampler2D layerTex0 :  : texunit 0 : 3 : 1
#var sampler2D layerTex1 :  : texunit 1 : 4 : 1
#var float3 lightDir :  : c[8] : 5 : 1
#var float4 main : $vout.COLOR : COL : -1 : 1
#const c[9] = 1 0.2
PARAM c[10] = { program.local[0..8],
		{ 1, 0.2 } };
TEMP R0;
TEMP R1;
TEMP R2;
MUL R0.xy, fragment.texcoord[0], c[4];
TEX R1, R0, texture[0], 2D;
MUL R0.xyz, R1, c[0];
MUL R0.xyz, R0, c[2];
ADD R0.xyz, R0, -c[0];
MUL R0.xyz, R0, c[3].x;
DP3 R0.w, fragment.texcoord[1], fragment.texcoord[1];
ADD R1.xyz, R0, c[0];
RSQ R0.w, R0.w;
MUL R0.xyz, R0.w, fragment.texcoord[1];
DP3_SAT R2.z, R0, -c[8];
MUL R2.xy, fragment.texcoord[0], c[7];
TEX R0, R2, texture[1], 2D;
ADD R2.x, -R2.z, c[9];
MUL R0.xyz, R1, R0;
MUL R2.x, R2, c[1];
MAD R0.xyz, R0, c[5], -R1;
MAD R0.xyz, R0, c[6].x, R1;
MAD R2.x, R2, c[9].y, R2.z;
MUL result.color.xyz, R0, R2.x;
ADD R0.y, R0.w, -c[9].x;
ADD R0.x, R1.w, -c[9];
MUL R0.y, R0, c[6].x;
MUL R0.x, R0, c[3];
ADD R0.y, R0, c[9].x;
ADD R0.x, R0, c[9];
MUL result.color.w, R0.x, R0.y;
END
# 27 instructions, 3 R-regs
