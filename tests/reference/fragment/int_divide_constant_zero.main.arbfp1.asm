!!ARBfp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbfp1
# source file: tests/shaders/fragment/int_divide_constant_zero.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbfp1
#program main
#semantic main.tint
#semantic main.atlas : TEXUNIT0
#var float2 uv : $vin.TEXCOORD0 : TEX0 : 0 : 1
#var float4 tint :  : c[0] : 1 : 1
#var sampler2D atlas : TEXUNIT0 : texunit 0 : 2 : 1
#var float4 main : $vout.COLOR : COL : -1 : 1
#const c[1] = 0 1 0.25 0.5
#const c[2] = 2 4 6 0
#const c[3] = 0.001
PARAM c[4] = { program.local[0],
		{ 0, 1, 0.25, 0.5 },
		{ 2, 4, 6, 0 },
		{ 0.001 } };
TEMP R0;
TEMP R1;
RCP R0.y, c[2].w;
MOV R0.x, c[1].w;
MUL R0.zw, R0.xyxy, c[2].xyyz;
ABS R0.xy, R0.zwzw;
FLR R1.xy, R0;
SLT R0.zw, R0, c[1].x;
ABS R0.x, c[1];
CMP R1.xy, -R0.zwzw, -R1, R1;
ADD R0.x, R0, c[1].w;
FLR R0.z, R0.x;
SLT R0.x, c[1], c[1];
MOV R1.zw, c[1].xyxy;
CMP R0.x, -R0, -R0.z, R0.z;
MOV R0.y, c[2].x;
ADD R0.xy, fragment.texcoord[0], R0;
MUL R0.xy, R0, c[1].z;
MUL_SAT R1, R1, c[3].x;
TEX R0, R0, texture[0], 2D;
MAD result.color, R0, c[0], R1;
END
# 19 instructions, 2 R-regs
