!!ARBfp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbfp1
# source file: tests/shaders/fragment/phong_perpixel.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbfp1
#program main
#semantic main.diffuseMap
#semantic main.lightPos
#semantic main.lightColor
#semantic main.eyePos
#semantic main.ambient
#semantic main.shininess
#semantic main.specColor
#var float3 P : $vin.TEXCOORD0 : TEX0 : 0 : 1
#var float3 N : $vin.TEXCOORD1 : TEX1 : 1 : 1
#var float2 uv : $vin.TEXCOORD2 : TEX2 : 2 : 1
#var sampler2D diffuseMap :  : texunit 0 : 3 : 1
#var float3 lightPos :  : c[0] : 4 : 1
#var float3 lightColor :  : c[1] : 5 : 1
#var float3 eyePos :  : c[2] : 6 : 1
#var float3 ambient :  : c[3] : 7 : 1
#var float shininess :  : c[4] : 8 : 1
#var float3 specColor :  : c[5] : 9 : 1
#var float4 main : $vout.COLOR : COL : -1 : 1
#const c[6] = 0 1
PARAM c[7] = { program.local[0..5],
		{ 0, 1 } };
TEMP R0;
TEMP R1;
TEMP R2;
ADD R0.xyz, -fragment.texcoord[0], c[2];
DP3 R1.w, R0, R0;
ADD R1.xyz, -fragment.texcoord[0], c[0];
DP3 R0.w, R1, R1;
RSQ R0.w, R0.w;
MUL R1.xyz, R0.w, R1;
RSQ R1.w, R1.w;
MAD R2.xyz, R1.w, R0, R1;
DP3 R0.w, fragment.texcoord[1], fragment.texcoord[1];
RSQ R0.x, R0.w;
DP3 R0.w, R2, R2;
MUL R0.xyz, R0.x, fragment.texcoord[1];
RSQ R1.w, R0.w;
DP3 R0.w, R0, R1;
MUL R1.xyz, R1.w, R2;
DP3 R0.y, R0, R1;
MAX R0.w, R0, c[6].x;
SLT R0.x, c[6], R0.w;
MAX R0.y, R0, c[6].x;
ABS R0.x, R0;
MOV R1.xyz, c[1];
POW R0.y, R0.y, c[4].x;
CMP R0.x, -R0, c[6], c[6].y;
CMP R1.w, -R0.x, c[6].x, R0.y;
MUL R0.xyz, R0.w, c[1];
ADD R2.xyz, R0, c[3];
TEX R0, fragment.texcoord[2], texture[0], 2D;
MUL R1.xyz, R1, c[5];
MUL R1.xyz, R1, R1.w;
MAD result.color.xyz, R0, R2, R1;
MOV result.color.w, R0;
END
# 31 instructions, 3 R-regs
