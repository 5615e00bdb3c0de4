!!ARBfp1.0
OPTION ARB_fragment_program_shadow;
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbfp1
# source file: tests/shaders/fragment/water_surface_fp.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbfp1
#program main
#semantic main.normal0 : TEXUNIT0
#semantic main.reflTex : TEXUNIT1
#semantic main.refrTex : TEXUNIT2
#semantic main.time
#semantic main.sunDir
#semantic main.waterTint
#semantic main.distortion
#var float2 uv : $vin.TEXCOORD0 : TEX0 : 0 : 1
#var float4 projPos : $vin.TEXCOORD1 : TEX1 : 1 : 1
#var float3 viewDir : $vin.TEXCOORD2 : TEX2 : 2 : 1
#var sampler2D normal0 : TEXUNIT0 : texunit 0 : 3 : 1
#var sampler2D reflTex : TEXUNIT1 : texunit 1 : 4 : 1
#var sampler2D refrTex : TEXUNIT2 : texunit 2 : 5 : 1
#var float time :  : c[0] : 6 : 1
#var float3 sunDir :  : c[1] : 7 : 1
#var float3 waterTint :  : c[2] : 8 : 1
#var float distortion :  : c[3] : 9 : 1
#var float4 main : $vout.COLOR : COL : -1 : 1
#const c[4] = 0.02 0.0099999998 2 0.029999999
#const c[5] = 1 0.98000002 5 128
PARAM c[6] = { program.local[0..3],
		{ 0.02, 0.0099999998, 2, 0.029999999 },
		{ 1, 0.98000002, 5, 128 } };
TEMP R0;
TEMP R1;
TEMP R2;
TEMP R3;
TEMP R4;
MOV R0.xyz, c[4].xyww;
MUL R0.zw, R0.xyyz, -c[0].x;
MAD R0.zw, fragment.texcoord[0].xyxy, c[4].z, R0;
TEX R1.xyz, R0.zwzw, texture[0], 2D;
MAD R0.xy, R0, c[0].x, fragment.texcoord[0];
TEX R0.xyz, R0, texture[0], 2D;
ADD R0.xyz, R0, R1;
ADD R0.xyz, R0, -c[5].x;
DP3 R0.w, R0, R0;
RSQ R0.w, R0.w;
MUL R1.xyz, R0.w, R0;
MUL R0.xy, R1, c[3].x;
DP3 R1.w, R1.xzyw, -c[1];
MUL R3.xyz, R1.xzyw, R1.w;
MOV R0.zw, fragment.texcoord[1];
MAD R0.xy, R0, fragment.texcoord[1].w, fragment.texcoord[1];
TXP R2.xyz, R0, texture[1], SHADOW2D;
TXP R0.xyz, R0, texture[2], SHADOW2D;
MAD R4.xyz, -R0, c[2], R2;
DP3 R0.w, fragment.texcoord[2], fragment.texcoord[2];
RSQ R0.w, R0.w;
MUL R2.xyz, R0.w, fragment.texcoord[2];
DP3_SAT R0.w, R2, R1.xzyw;
MUL R3.xyz, -R3, c[4].z;
ADD R1.xyz, R3, -c[1];
ADD R0.w, -R0, c[5].x;
DP3_SAT R1.x, R2, R1;
POW R0.w, R0.w, c[5].z;
MUL R0.w, R0, c[5].y;
POW R1.x, R1.x, c[5].w;
MUL R0.xyz, R0, c[2];
ADD R0.w, R0, c[4].x;
MAD R0.xyz, R0.w, R4, R0;
ADD result.color.xyz, R0, R1.x;
MOV result.color.w, c[5].x;
END
# 35 instructions, 5 R-regs
