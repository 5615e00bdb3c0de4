!!ARBfp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbfp1
# source file: tests/shaders/fragment/gp4_integer_texture_ids.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbfp1
#program main
#semantic main.objectIds
#semantic main.materialIds
#semantic main.albedo
#semantic main.palette
#semantic main.layers
#semantic main.highlight
#var float2 uv : $vin.TEXCOORD0 : TEX0 : 0 : 1
#var float2 pixel : $vin.TEXCOORD1 : TEX1 : 1 : 1
#var sampler2D objectIds :  : texunit 0 : 2 : 1
#var samplerRECT materialIds :  : texunit 1 : 3 : 1
#var sampler2D albedo :  : texunit 2 : 4 : 1
#var samplerBUF palette :  :  : 5 : 0
#var sampler2DARRAY layers :  :  : 6 : 0
#var float4 highlight :  : c[0] : 7 : 1
#var float4 main : $vout.COLOR : COL : -1 : 1
#const c[1] = 0.0039215689 0 1 0.25
PARAM c[2] = { program.local[0],
		{ 0.0039215689, 0, 1, 0.25 } };
TEMP R0;
TEMP R1;
TEMP R2;
TEMP R3;
TEX R0, fragment.texcoord[0], texture[0], 2D;
ABS R1.x, R0;
FLR R1.z, R1.x;
ABS R1.w, c[0];
MOV R1.x, c[1].y;
SLT R1.y, R0.x, c[1];
SLT R1.x, c[0].w, R1;
FLR R1.w, R1;
CMP R1.w, -R1.x, -R1, R1;
CMP R1.x, -R1.y, -R1.z, R1.z;
ADD R1.x, R1, -R1.w;
ABS R1.x, R1;
CMP R2.x, -R1, c[1].y, c[1].z;
TEX R1, fragment.texcoord[0], texture[2], 2D;
MAD R1, R0, c[1].w, R1;
ABS R2.x, R2;
CMP R0.x, -R2, c[1].y, c[1].z;
CMP R3.x, -R0, c[1].y, c[1].z;
ADD R2, -R1, c[0];
TEX R0, fragment.texcoord[1], texture[1], RECT;
MAD R1, R3.x, R2, R1;
FLR R0, R0;
MAD result.color, R0, c[1].x, R1;
END
# 23 instructions, 4 R-regs
