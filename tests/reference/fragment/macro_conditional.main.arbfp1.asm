!!ARBfp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbfp1
# source file: tests/shaders/fragment/macro_conditional.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbfp1
#program main
#semantic main.diffuseMap
#semantic main.normalMap
#semantic main.detailMap
#var float2 uv : $vin.TEXCOORD0 : TEX0 : 0 : 1
#var float3 L : $vin.TEXCOORD1 : TEX1 : 1 : 1
#var float3 H : $vin.TEXCOORD2 : TEX2 : 2 : 1
#var sampler2D diffuseMap :  : texunit 0 : 3 : 1
#var sampler2D normalMap :  : texunit 1 : 4 : 1
#var sampler2D detailMap :  : texunit 2 : 5 : 1
#var float4 main : $vout.COLOR : COL : -1 : 1
#const c[0] = 2 1 8 0.5
PARAM c[1] = { { 2, 1, 8, 0.5 } };
TEMP R0;
TEMP R1;
TEMP R2;
TEX R0.xyz, fragment.texcoord[0], texture[1], 2D;
MAD R0.xyz, R0, c[0].x, -c[0].y;
DP3 R0.w, R0, R0;
RSQ R0.w, R0.w;
MUL R1.xyz, R0.w, R0;
DP3 R0.y, fragment.texcoord[2], fragment.texcoord[2];
RSQ R0.y, R0.y;
MUL R2.xyz, R0.y, fragment.texcoord[2];
DP3 R0.x, fragment.texcoord[1], fragment.texcoord[1];
RSQ R0.x, R0.x;
MUL R0.xyz, R0.x, fragment.texcoord[1];
DP3_SAT R0.w, R1, R2;
DP3_SAT R1.x, R1, R0;
MUL R0.x, R0.w, R0.w;
MUL R0.y, R0.x, R0.x;
MUL R0.zw, fragment.texcoord[0].xyxy, c[0].z;
TEX R0.x, R0.zwzw, texture[2], 2D;
MAD R1.z, R0.x, c[0].x, -c[0].y;
MUL R1.y, R0, R0;
TEX R0, fragment.texcoord[0], texture[0], 2D;
MAD R1.z, R1, c[0].w, c[0].y;
MAD R0.xyz, R0, R1.x, R1.y;
MUL result.color.xyz, R0, R1.z;
MOV result.color.w, R0;
END
# 24 instructions, 3 R-regs
