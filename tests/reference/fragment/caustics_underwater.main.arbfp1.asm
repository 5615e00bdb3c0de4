!!ARBfp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbfp1
# source file: tests/shaders/fragment/caustics_underwater.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbfp1
#program main
#semantic main.albedo
#semantic main.caustics
#semantic main.time
#semantic main.waterLevel
#semantic main.deepColor
#semantic main.absorption
#var float2 uv : $vin.TEXCOORD0 : TEX0 : 0 : 1
#var float3 wpos : $vin.TEXCOORD1 : TEX1 : 1 : 1
#var sampler2D albedo :  : texunit 1 : 2 : 1
#var sampler2D caustics :  : texunit 0 : 3 : 1
#var float time :  : c[0] : 4 : 1
#var float waterLevel :  : c[1] : 5 : 1
#var float3 deepColor :  : c[2] : 6 : 1
#var float absorption :  : c[3] : 7 : 1
#var float4 main : $vout.COLOR : COL : -1 : 1
#const c[4] = 2.718282 0 1 0.1
#const c[5] = 0.029999999 0.02 1.3 0.025
#const c[6] = 0.015 2
PARAM c[7] = { program.local[0..3],
		{ 2.718282, 0, 1, 0.1 },
		{ 0.029999999, 0.02, 1.3, 0.025 },
		{ 0.015, 2 } };
TEMP R0;
TEMP R1;
MOV R0.xyz, c[5].xyww;
MUL R1.xy, R0, c[0].x;
MOV R0.x, c[6];
MUL R0.w, R0.x, -c[0].x;
MUL R0.xy, fragment.texcoord[1].xzzw, c[4].w;
ADD R1.xy, R0, R1;
MUL R0.z, R0, c[0].x;
MAD R0.zw, R0.xyxy, c[5].z, -R0;
TEX R1.x, R1, texture[0], 2D;
TEX R0.x, R0.zwzw, texture[0], 2D;
MIN R0.x, R1, R0;
MUL R0.y, R0.x, c[6];
ADD R0.x, -fragment.texcoord[1].y, c[1];
MAX R0.w, R0.x, c[4].y;
ADD R1.x, R0.y, c[4].z;
TEX R0.xyz, fragment.texcoord[0], texture[1], 2D;
MAD R1.xyz, R0, R1.x, -c[2];
MUL R0.w, R0, -c[3].x;
POW R0.x, c[4].x, R0.w;
MAD result.color.xyz, R0.x, R1, c[2];
MOV result.color.w, c[4].z;
END
# 21 instructions, 2 R-regs
