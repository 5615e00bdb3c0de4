!!ARBfp1.0
OPTION ARB_fragment_program_shadow;
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbfp1
# source file: tests/shaders/vertex/homogeneous_dot_products.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbfp1
#program main_fragment
#semantic main_fragment.lightViewProj
#semantic main_fragment.bias
#semantic main_fragment.shadowMap
#var float3 worldPos : $vin.TEXCOORD0 : TEX0 : 0 : 1
#var float3 normal : $vin.TEXCOORD1 : TEX1 : 1 : 1
#var float4x4 lightViewProj :  : c[0], 4 : 2 : 1
#var float bias :  : c[4] : 3 : 1
#var sampler2D shadowMap :  : texunit 0 : 4 : 1
#var float4 main_fragment : $vout.COLOR : COL : -1 : 1
#const c[5] = 1
PARAM c[6] = { program.local[0..4],
		{ 1 } };
TEMP R0;
TEMP R1;
MUL R0.xyz, fragment.texcoord[1], c[4].x;
ADD R1.xyz, R0, fragment.texcoord[0];
MOV R1.w, c[5].x;
DP4 R0.w, R1, c[3];
DP4 R0.z, R1, c[2];
DP4 R0.x, R1, c[0];
DP4 R0.y, R1, c[1];
TXP result.color, R0, texture[0], SHADOW2D;
END
# 8 instructions, 2 R-regs
