!!ARBfp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbfp1
# source file: tests/shaders/stdlib/pow_constant_exponent.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbfp1
#program fbicubic
#semantic fbicubic.tex
#semantic fbicubic.size
#var float2 uv : $vin.TEXCOORD0 : TEX0 : 0 : 1
#var sampler2D tex :  : texunit 0 : 1 : 1
#var float2 size :  : c[0] : 2 : 1
#var float4 fbicubic : $vout.COLOR : COL : -1 : 1
#const c[1] = 0.5 1 0.16666667 -1
#const c[2] = -1 0 1 2
PARAM c[3] = { program.local[0],
		{ 0.5, 1, 0.16666667, -1 },
		{ -1, 0, 1, 2 } };
TEMP R0;
TEMP R1;
TEMP R2;
TEMP R3;
TEMP R4;
TEMP R5;
MUL R0.xy, fragment.texcoord[0], c[0];
ADD R2.xy, R0, -c[1].x;
FRC R2.zw, R2.xyxy;
ADD R0, R2.z, -c[2];
ABS R1, R0;
MUL R3, R0, R0;
MUL R4, R1, R1;
MUL R4, R1, R4;
MUL R3, R0, R3;
MUL R3, R3, c[1].x;
MAD R0, R0, R0, -R3;
MAD R0, -R4, c[1].z, R0;
FLR R2.xy, R2;
RCP R3.y, c[0].y;
RCP R3.x, c[0].x;
ADD R2.xy, R2, c[1].x;
MUL R3.zw, R2.xyxy, R3.xyxy;
ADD R5.xy, R3, R3.zwzw;
MUL R4, R4, c[1].z;
SGE R1, c[1].y, R1;
MAD R0, R1, R0, R4;
MAD R4.xy, R3, c[1].wyzw, R3.zwzw;
TEX R5, R5, texture[0], 2D;
ADD R2.zw, R2.w, -c[1].xywy;
MUL R1, R0.w, R5;
TEX R4, R4, texture[0], 2D;
MAD R1, R0.y, R4, R1;
MUL R5.xy, R2.zwzw, R2.zwzw;
MUL R4.xy, R2.zwzw, R5;
ABS R4.zw, R2;
MUL R4.xy, R4, c[1].x;
MAD R2.zw, R2, R2, -R4.xyxy;
MUL R5.xy, R4.zwzw, R4.zwzw;
MUL R4.xy, R4.zwzw, R5;
MAD R2.zw, -R4.xyxy, c[1].z, R2;
MUL R4.xy, R4, c[1].z;
SGE R4.zw, c[1].y, R4;
MAD R2.zw, R4, R2, R4.xyxy;
MAD R3.zw, R3.xyxy, c[1].xyyw, R3;
TEX R4, R3.zwzw, texture[0], 2D;
MAD R2.xy, R2, R3, -R3;
MUL R3, R0.z, R4;
TEX R4, R2, texture[0], 2D;
MUL R1, R2.w, R1;
MAD R0, R4, R0.x, R3;
MAD result.color, R0, R2.z, R1;
END
# 46 instructions, 6 R-regs
