!!ARBfp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbfp1
# source file: tests/shaders/fragment/matrix_element_access.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbfp1
#program main
#semantic main.m
#semantic main.a
#semantic main.b
#semantic main.tex
#var float2 uv : $vin.TEXCOORD0 : TEX0 : 0 : 1
#var float3 v : $vin.TEXCOORD1 : TEX1 : 1 : 1
#var float3x3 m :  : c[0], 3 : 2 : 1
#var float2x3 a :  : c[3], 2 : 3 : 1
#var float3x2 b :  : c[5], 3 : 4 : 1
#var sampler2D tex :  : texunit 0 : 5 : 1
#var float4 main : $vout.COLOR : COL : -1 : 1
PARAM c[8] = { program.local[0..7] };
TEMP R0;
TEMP R1;
MUL R0.zw, fragment.texcoord[0].xyxy, c[6].xyxy;
ADD R1.y, R0.z, R0.w;
MUL R0.xy, fragment.texcoord[0], c[7];
ADD R1.z, R0.x, R0.y;
MUL R0.xy, fragment.texcoord[0], c[5];
ADD R1.x, R0, R0.y;
MOV R0.xz, c[0];
MOV R0.y, c[1];
DP3 R0.x, R1, R0;
DP3 R0.y, R1, c[1];
MOV R1.x, c[1].y;
ADD R1.x, R1, c[0];
ADD R1.w, R1.x, c[2].z;
DP3 R0.w, fragment.texcoord[1], c[4];
DP3 R0.z, fragment.texcoord[1], c[3];
ADD R0.xy, R0.zwzw, R0;
TEX R0, R0, texture[0], 2D;
MOV R1.xyz, c[1];
MUL result.color, R0, R1;
END
# 19 instructions, 2 R-regs
