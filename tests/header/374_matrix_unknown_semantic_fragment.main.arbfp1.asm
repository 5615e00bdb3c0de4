!!ARBfp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbfp1
# source file: tests/header/374_matrix_unknown_semantic_fragment.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbfp1
#program main
#semantic normalMap : TEXUNIT0
#semantic diffuseMap : TEXUNIT1
#semantic lightColor
#var float2 f.uv : $vin.TEXCOORD0 : TEX0 : 0 : 1
#var float3x3 f.tangentFrame : $vin.TANGENTFRAME : TEX1, 3 : 0 : 1
#var float3 f.toLight : $vin.TEXCOORD4 : TEX4 : 0 : 1
#var float2x4 f.spare : $vin.NORMAL : TEX5, 2 : 0 : 1
#var float2x4 unread : $vin.BLENDSHAPE : , 2 : 1 : 0
#var float2x4 hidden : $vin.PSIZE : , 2 : 2 : 0
#var sampler2D normalMap : TEXUNIT0 : texunit 0 : -1 : 1
#var sampler2D diffuseMap : TEXUNIT1 : texunit 1 : -1 : 1
#var float4 lightColor :  : c[0] : -1 : 1
#var float4 main : $vout.COLOR : COL : -1 : 1
#const c[1] = 2 1
PARAM c[2] = { program.local[0],
		{ 2, 1 } };
TEMP R0;
TEMP R1;
TEMP R2;
TEX R0.xyz, fragment.texcoord[0], texture[0], 2D;
MAD R0.xyz, R0, c[1].x, -c[1].y;
MUL R1.xyz, R0.y, fragment.texcoord[2];
MAD R1.xyz, R0.x, fragment.texcoord[1], R1;
MAD R0.xyz, R0.z, fragment.texcoord[3], R1;
DP3 R0.w, R0, R0;
DP3 R1.x, fragment.texcoord[4], fragment.texcoord[4];
RSQ R1.w, R1.x;
RSQ R0.w, R0.w;
MUL R1.xyz, R0.w, R0;
MUL R2.xyz, R1.w, fragment.texcoord[4];
TEX R0, fragment.texcoord[0], texture[1], 2D;
DP3_SAT R1.x, R1, R2;
MUL R0, R0, c[0];
MAD result.color, R0, R1.x, fragment.texcoord[6];
END
# 15 instructions, 3 R-regs
