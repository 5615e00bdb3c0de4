!!ARBfp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbfp1
# source file: tests/shaders/fragment/parallax_mapping.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbfp1
#program main
#semantic main.heightMap
#semantic main.normalMap
#semantic main.colorMap
#semantic main.scaleBias
#var float2 uv : $vin.TEXCOORD0 : TEX0 : 0 : 1
#var float3 viewT : $vin.TEXCOORD1 : TEX1 : 1 : 1
#var float3 lightT : $vin.TEXCOORD2 : TEX2 : 2 : 1
#var sampler2D heightMap :  : texunit 0 : 3 : 1
#var sampler2D normalMap :  : texunit 1 : 4 : 1
#var sampler2D colorMap :  : texunit 2 : 5 : 1
#var float2 scaleBias :  : c[0] : 6 : 1
#var float4 main : $vout.COLOR : COL : -1 : 1
#const c[1] = 2 1
PARAM c[2] = { program.local[0],
		{ 2, 1 } };
TEMP R0;
TEMP R1;
TEMP R2;
DP3 R0.x, fragment.texcoord[1], fragment.texcoord[1];
RSQ R0.y, R0.x;
TEX R0.x, fragment.texcoord[0], texture[0], 2D;
MUL R0.zw, R0.y, fragment.texcoord[1].xyxy;
MAD R0.x, R0, c[0], c[0].y;
MAD R1.xy, R0.x, R0.zwzw, fragment.texcoord[0];
TEX R0.x, R1, texture[0], 2D;
MAD R0.x, R0, c[0], c[0].y;
MAD R2.xy, R0.x, R0.zwzw, R1;
TEX R0.xyz, R2, texture[1], 2D;
MAD R0.xyz, R0, c[1].x, -c[1].y;
DP3 R0.w, R0, R0;
RSQ R0.w, R0.w;
DP3 R1.x, fragment.texcoord[2], fragment.texcoord[2];
RSQ R1.x, R1.x;
MUL R0.xyz, R0.w, R0;
MUL R1.xyz, R1.x, fragment.texcoord[2];
DP3_SAT R0.w, R0, R1;
TEX R0.xyz, R2, texture[2], 2D;
MUL result.color.xyz, R0, R0.w;
MOV result.color.w, c[1].y;
END
# 21 instructions, 3 R-regs
