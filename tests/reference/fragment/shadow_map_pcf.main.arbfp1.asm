!!ARBfp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbfp1
# source file: tests/shaders/fragment/shadow_map_pcf.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbfp1
#program main
#semantic main.shadowMap
#semantic main.albedo
#semantic main.shadowTexel
#semantic main.bias
#semantic main.lightDir
#var float4 shadowUV : $vin.TEXCOORD0 : TEX0 : 0 : 1
#var float3 N : $vin.TEXCOORD2 : TEX2 : 1 : 1
#var float2 uv : $vin.TEXCOORD3 : TEX3 : 2 : 1
#var sampler2D shadowMap :  : texunit 0 : 3 : 1
#var sampler2D albedo :  : texunit 1 : 4 : 1
#var float2 shadowTexel :  : c[0] : 5 : 1
#var float bias :  : c[1] : 6 : 1
#var float3 lightDir :  : c[2] : 7 : 1
#var float4 main : $vout.COLOR : COL : -1 : 1
#const c[3] = -0.5 0 1 0.25
#const c[4] = 0.5 -0.5 0.80000001 0.2
PARAM c[5] = { program.local[0..2],
		{ -0.5, 0, 1, 0.25 },
		{ 0.5, -0.5, 0.80000001, 0.2 } };
TEMP R0;
TEMP R1;
TEMP R2;
RCP R0.x, fragment.texcoord[0].w;
MUL R2.xyz, fragment.texcoord[0], R0.x;
MOV R0.zw, c[4].xyxy;
MAD R1.xy, R0.wzzw, c[0], R2;
ADD R0.y, R2.z, -c[1].x;
TEX R0.x, R1, texture[0], 2D;
SGE R2.z, R0.x, R0.y;
MOV R0.x, c[3];
MAD R1.xy, R0.x, c[0], R2;
MAD R1.zw, R0, c[0].xyxy, R2.xyxy;
TEX R0.x, R1.zwzw, texture[0], 2D;
SGE R0.w, R0.x, R0.y;
TEX R1.x, R1, texture[0], 2D;
SGE R0.x, R1, R0.y;
ABS R0.w, R0;
ABS R0.x, R0;
CMP R0.w, -R0, c[3].y, c[3].z;
CMP R0.x, -R0, c[3].y, c[3].z;
MAD R1.xy, R0.z, c[0], R2;
CMP R0.x, -R0, c[3].y, c[3].w;
CMP R0.w, -R0, c[3].y, c[3];
ADD R0.w, R0.x, R0;
ABS R0.x, R2.z;
CMP R0.z, -R0.x, c[3].y, c[3];
TEX R0.x, R1, texture[0], 2D;
SGE R0.x, R0, R0.y;
ABS R0.y, R0.x;
CMP R0.z, -R0, c[3].y, c[3].w;
CMP R0.y, -R0, c[3], c[3].z;
DP3 R0.x, fragment.texcoord[2], fragment.texcoord[2];
ADD R0.w, R0, R0.z;
CMP R1.x, -R0.y, c[3].y, c[3].w;
RSQ R0.x, R0.x;
MUL R0.xyz, R0.x, fragment.texcoord[2];
ADD R0.w, R0, R1.x;
DP3_SAT R0.x, R0, -c[2];
MUL R0.x, R0, R0.w;
MAD R1.x, R0, c[4].z, c[4].w;
TEX R0, fragment.texcoord[3], texture[1], 2D;
MUL result.color.xyz, R0, R1.x;
MOV result.color.w, R0;
END
# 41 instructions, 3 R-regs
