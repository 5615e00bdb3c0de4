!!ARBfp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbfp1
# source file: tests/shaders/fragment/leaf_card_alpha_clip.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbfp1
#program main
#semantic main.diffuseMap
#semantic main.lightDir
#semantic main.lightColor
#semantic main.ambient
#var float2 uv : $vin.TEXCOORD0 : TEX0 : 0 : 1
#var float3 normal : $vin.TEXCOORD1 : TEX1 : 1 : 1
#var float4 vertexColor : $vin.COLOR0 : COL0 : 2 : 1
#var sampler2D diffuseMap :  : texunit 0 : 3 : 1
#var float3 lightDir :  : c[0] : 4 : 1
#var float3 lightColor :  : c[1] : 5 : 1
#var float3 ambient :  : c[2] : 6 : 1
#var float4 main : $vout.COLOR : COL : -1 : 1
#var <none>4 $kill_0000 : $vout.$kill : $kill : -1 : 0
#const c[3] = 0.34999999 0.64999998 0
PARAM c[4] = { program.local[0..2],
		{ 0.34999999, 0.64999998, 0 } };
TEMP R0;
TEMP R1;
DP3 R0.x, fragment.texcoord[1], fragment.texcoord[1];
RSQ R0.x, R0.x;
MUL R0.xyz, R0.x, fragment.texcoord[1];
DP3 R0.x, R0, -c[0];
ABS R0.x, R0;
MAD R0.x, R0, c[3].y, c[3];
MUL R1.xyz, R0.x, c[1];
TEX R0, fragment.texcoord[0], texture[0], 2D;
MUL R0, R0, fragment.color.primary;
ADD R1.xyz, R1, c[2];
MUL result.color.xyz, R0, R1;
MOV result.color.w, R0;
KIL -c[3].z;
END
# 13 instructions, 2 R-regs
