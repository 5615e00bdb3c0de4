!!ARBfp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbfp1
# source file: tests/shaders/fragment/alpha_cutout_int_sign.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbfp1
#program main
#semantic main.diffuseMap : TEXUNIT0
#semantic main.alphaRef
#var float2 uv : $vin.TEXCOORD0 : TEX0 : 0 : 1
#var float4 tint : $vin.TEXCOORD1 : TEX1 : 1 : 1
#var sampler2D diffuseMap : TEXUNIT0 : texunit 0 : 2 : 1
#var float alphaRef :  : c[0] : 3 : 1
#var float4 main : $vout.COLOR : COL : -1 : 1
#var <none>4 $kill_0000 : $vout.$kill : $kill : -1 : 0
#var <none>4 $kill_0001 : $vout.$kill : $kill : -1 : 0
#const c[1] = 1 0 4 0.5
#const c[2] = 3 0.25 -1
PARAM c[3] = { program.local[0],
		{ 1, 0, 4, 0.5 },
		{ 3, 0.25, -1 } };
TEMP R0;
TEMP R1;
MUL R0.xyz, fragment.texcoord[1], c[2].x;
ABS R1.xyz, R0;
FLR R1.xyz, R1;
SLT R0.xyz, R0, c[1].y;
CMP R0.xyz, -R0, -R1, R1;
ABS R0.xyz, R0;
CMP R1.xyz, -R0, c[1].x, c[1].y;
ADD_SAT R1.x, R1, R1.y;
MUL R0.xy, fragment.texcoord[1], c[1].z;
ABS R0.zw, R0.xyxy;
ADD_SAT R1.x, R1, R1.z;
FLR R0.zw, R0;
SLT R0.xy, R0, c[1].y;
CMP R0.xy, -R0, -R0.zwzw, R0.zwzw;
ABS R0.z, R1.x;
ABS R0.xy, R0;
CMP R1.x, -R0.z, c[1].y, c[1];
CMP R0.zw, -R0.xyxy, c[1].x, c[1].y;
MOV R0.x, c[2].y;
MUL R0.y, R0.z, R0.w;
ABS R1.y, R0;
CMP R1.x, -R1, c[1].y, R0;
TEX R0, fragment.texcoord[0], texture[0], 2D;
CMP R1.y, -R1, c[1], c[1].x;
CMP R1.y, -R1, c[1].w, c[1].x;
MAD result.color.xyz, R0, R1.y, R1.x;
SLT R1.z, c[0].x, R0.w;
ABS R0.x, R1.z;
CMP R0.z, -R0.x, c[1].y, c[1].x;
MOV R0.x, c[1];
SLT R0.y, c[2], fragment.texcoord[1].z;
CMP R0.z, -R0, c[2], R0.x;
SLT R0.x, R0.y, c[1].y;
SLT R0.y, R0.z, c[1];
MOV result.color.w, R0;
KIL -R0.x;
KIL -R0.y;
END
# 37 instructions, 2 R-regs
