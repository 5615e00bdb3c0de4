!!ARBfp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbfp1
# source file: tests/shaders/fragment/uint_divide_modulo.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbfp1
#program main
#semantic main.time
#semantic main.tiles
#semantic main.sheet : TEXUNIT0
#var float4 texcoord : $vin.TEXCOORD0 : TEX0 : 0 : 1
#var float time :  : c[0] : 1 : 1
#var float tiles :  : c[1] : 2 : 1
#var sampler2D sheet : TEXUNIT0 : texunit 0 : 3 : 1
#var float4 main : $vout.COLOR : COL : -1 : 1
#const c[2] = 0.33333334 0.2 0.5 0.25
#const c[3] = 24 8 3 5
#const c[4] = 0.125
PARAM c[5] = { program.local[0..1],
		{ 0.33333334, 0.2, 0.5, 0.25 },
		{ 24, 8, 3, 5 },
		{ 0.125 } };
TEMP R0;
TEMP R1;
MUL R0.xy, fragment.texcoord[0], c[3].y;
FLR R0.zw, R0.xyxy;
FLR R0.x, c[1];
MOV R0.y, c[3].x;
MUL R0.y, R0, c[0].x;
MUL R0.zw, R0, c[2].xyxy;
RCP R1.x, R0.x;
FLR R0.y, R0;
MUL R0.y, R0, R1.x;
FRC R1.x, R0.y;
MAD R0.x, R1, R0, c[2].z;
FRC R0.zw, R0;
MUL R1.xy, R0.zwzw, c[3].zwzw;
ADD R1.xy, R1, c[2].z;
FLR R1.xy, R1;
MUL R1.zw, R1.xyxy, c[2];
FRC R0.zw, fragment.texcoord[0].xyxy;
FLR R0.x, R0;
FLR R0.y, R0;
ADD R0.xy, R0, R0.zwzw;
RCP R0.z, c[1].x;
MUL R0.xy, R0, R0.z;
TEX R0, R0, texture[0], 2D;
FLR R1.zw, R1;
MAD result.color, R1, c[4].x, R0;
END
# 25 instructions, 2 R-regs
