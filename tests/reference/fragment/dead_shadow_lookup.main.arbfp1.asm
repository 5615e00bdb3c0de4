!!ARBfp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbfp1
# source file: tests/shaders/fragment/dead_shadow_lookup.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbfp1
#program main
#semantic main.shadowMap : TEXUNIT3
#semantic main.diffuse : TEXUNIT0
#semantic main.texel
#var float4 f.shadowCoord : $vin.TEXCOORD1 : TEX1 : 0 : 1
#var float2 f.uv : $vin.TEXCOORD0 : TEX0 : 0 : 1
#var float4 f.color : $vin.COLOR0 : COL0 : 0 : 1
#var sampler2D shadowMap : TEXUNIT3 : texunit 3 : 1 : 1
#var sampler2D diffuse : TEXUNIT0 : texunit 0 : 2 : 1
#var float2 texel :  : c[0] : 3 : 1
#var float4 main : $vout.COLOR : COL : -1 : 1
#const c[1] = 1 0 0.25
PARAM c[2] = { program.local[0],
		{ 1, 0, 0.25 } };
TEMP R0;
TEMP R1;
RCP R0.x, fragment.texcoord[1].w;
MUL R0.zw, fragment.texcoord[1].xyxy, R0.x;
MOV R1.xy, c[1];
MAD R0.xy, R1, c[0], R0.zwzw;
MAD R1.zw, R1.xyyx, c[0].xyxy, R0;
TEX R1.x, R0, texture[3], 2D;
SLT R0.y, fragment.texcoord[1].z, R1.x;
TEX R0.x, R0.zwzw, texture[3], 2D;
SLT R0.x, fragment.texcoord[1].z, R0;
ABS R0.y, R0;
ABS R0.x, R0;
CMP R0.y, -R0, c[1], c[1].x;
CMP R0.x, -R0, c[1].y, c[1];
ADD R1.xy, R0.zwzw, c[0];
CMP R0.x, -R0, c[1].y, c[1].z;
CMP R0.y, -R0, c[1], c[1].z;
ADD R0.y, R0.x, R0;
TEX R0.x, R1.zwzw, texture[3], 2D;
SLT R0.z, fragment.texcoord[1], R0.x;
TEX R0.x, R1, texture[3], 2D;
SLT R0.w, fragment.texcoord[1].z, R0.x;
ABS R0.z, R0;
CMP R0.x, -R0.z, c[1].y, c[1];
ABS R0.z, R0.w;
CMP R0.x, -R0, c[1].y, c[1].z;
CMP R0.z, -R0, c[1].y, c[1].x;
ADD R1.x, R0.y, R0;
CMP R1.y, -R0.z, c[1], c[1].z;
TEX R0, fragment.texcoord[0], texture[0], 2D;
ADD R1.x, R1, R1.y;
MUL R0, R0, fragment.color.primary;
MUL result.color, R0, R1.x;
END
# 32 instructions, 2 R-regs
