!!ARBfp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbfp1
# source file: tests/shaders/fragment/tangent_frame_normal_map.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbfp1
#program main
#semantic main.normalMap
#semantic main.albedoMap
#semantic main.ambient
#var float2 uv : $vin.TEXCOORD0 : TEX0 : 0 : 1
#var float3x3 tbn : $vin.TEXCOORD1 : TEX1, 3 : 1 : 1
#var float3 lightDir : $vin.TEXCOORD4 : TEX4 : 2 : 1
#var sampler2D normalMap :  : texunit 0 : 3 : 1
#var sampler2D albedoMap :  : texunit 1 : 4 : 1
#var float3 ambient :  : c[0] : 5 : 1
#var float4 main : $vout.COLOR : COL : -1 : 1
#const c[1] = 2 1
PARAM c[2] = { program.local[0],
		{ 2, 1 } };
TEMP R0;
TEMP R1;
TEX R0.xyz, fragment.texcoord[0], texture[0], 2D;
MAD R0.xyz, R0, c[1].x, -c[1].y;
MUL R1.xyz, R0.y, fragment.texcoord[2];
MAD R1.xyz, R0.x, fragment.texcoord[1], R1;
MAD R0.xyz, R0.z, fragment.texcoord[3], R1;
DP3 R0.w, R0, R0;
RSQ R0.w, R0.w;
DP3 R1.x, fragment.texcoord[4], fragment.texcoord[4];
RSQ R1.x, R1.x;
MUL R0.xyz, R0.w, R0;
MUL R1.xyz, R1.x, fragment.texcoord[4];
DP3_SAT R0.x, R0, R1;
ADD R1.xyz, R0.x, c[0];
TEX R0, fragment.texcoord[0], texture[1], 2D;
MUL result.color.xyz, R0, R1;
MOV result.color.w, R0;
END
# 16 instructions, 2 R-regs
