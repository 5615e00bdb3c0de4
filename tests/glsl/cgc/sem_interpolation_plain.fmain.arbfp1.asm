!!ARBfp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbfp1
# source file: tests/glsl/cases/sem_interpolation_plain.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbfp1
#program fmain
#semantic fmain.diffuse
#semantic fmain.bump
#var float4 tint : $vin.COLOR0 : COL0 : 0 : 1
#var float2 uv : $vin.TEXCOORD0 : TEX0 : 1 : 1
#var float3 screen : $vin.TEXCOORD1 : TEX1 : 2 : 1
#var float3x3 tbn : $vin.TEXCOORD2 : TEX2, 3 : 3 : 1
#var float4 shade : $vin.TEXCOORD5 : TEX5 : 4 : 1
#var sampler2D diffuse :  : texunit 1 : 5 : 1
#var sampler2D bump :  : texunit 0 : 6 : 1
#var float4 fmain : $vout.COLOR : COL : -1 : 1
#const c[0] = 64 0.1 2 1
PARAM c[1] = { { 64, 0.1, 2, 1 } };
TEMP R0;
TEMP R1;
TEX R0, fragment.texcoord[0], texture[1], 2D;
TEX R1.xyz, fragment.texcoord[0], texture[0], 2D;
MAD R1.xyz, R1, c[0].z, -c[0].w;
MUL R0, R0, fragment.color.primary;
MUL R0, R0, fragment.texcoord[5];
RCP R1.w, fragment.texcoord[1].z;
MUL R1.y, R1, fragment.texcoord[3].z;
MAD R1.y, R1.x, fragment.texcoord[2].z, R1;
MUL R1.w, fragment.texcoord[1].x, R1;
MUL R1.x, R1.w, c[0];
MAD_SAT R1.y, R1.z, fragment.texcoord[4].z, R1;
FRC R1.x, R1;
MAD R1.x, R1, c[0].y, R1.y;
MUL result.color.xyz, R0, R1.x;
MOV result.color.w, R0;
END
# 15 instructions, 2 R-regs
