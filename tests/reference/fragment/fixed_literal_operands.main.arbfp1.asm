!!ARBfp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbfp1
# source file: tests/shaders/fragment/fixed_literal_operands.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbfp1
#program main
#semantic main.frame
#semantic main.previous
#var float2 uv : $vin.TEXCOORD0 : TEX0 : 0 : 1
#var float4 shade : $vin.TEXCOORD1 : TEX1 : 1 : 1
#var sampler2D frame :  : texunit 0 : 2 : 1
#var sampler2D previous :  : texunit 1 : 3 : 1
#var float4 main : $vout.COLOR : COL : -1 : 1
#const c[0] = 1.9990234 -2 0.29980469 0.70019531
#const c[1] = 0.01953125 2.5 1000.5 3.6992188
#const c[2] = 3 -1.0507812 0.009765625 1
#const c[3] = 0.333 0.33333334 0.099975586
PARAM c[4] = { { 1.9990234, -2, 0.29980469, 0.70019531 },
		{ 0.01953125, 2.5, 1000.5, 3.6992188 },
		{ 3, -1.0507812, 0.009765625, 1 },
		{ 0.333, 0.33333334, 0.099975586 } };
TEMP R0;
TEMP R1;
TEMP R2;
MAD R0, fragment.texcoord[1], c[1].w, fragment.texcoord[1];
SLT R1, c[1].w, fragment.texcoord[1];
MAD R0, fragment.texcoord[1], c[1].z, R0;
ADD R0, R0, R1;
ADD R2, fragment.texcoord[1], c[2].x;
ADD R0, R0, R2;
MAD R2, fragment.texcoord[1], c[1].y, R0;
TEX R0.xyz, fragment.texcoord[0], texture[0], 2D;
TEX R1.xyz, fragment.texcoord[0], texture[1], 2D;
ADD R0.xyz, -R0, c[2].w;
ADD R1.xyz, -R1, c[2].w;
ABS R0.xyz, R0;
ABS R1.xyz, R1;
ADD R1.xyz, R1, -R0;
MAD R0.xyz, R1, c[3].x, R0;
ADD R0.w, R0.x, R0.y;
ADD R0.w, R0.z, R0;
ADD R1, fragment.texcoord[1], c[0].x;
MAD R1, fragment.texcoord[1], c[0].y, R1;
MAD R1, fragment.texcoord[1], c[0].x, R1;
ADD R1, R1, c[0].x;
ADD R2, R2, c[2].y;
MAD R0.w, R0, c[3].y, c[3].z;
MAD R0, R2, c[2].z, R0;
ADD R1, R1, c[0].xzwy;
MAD result.color, R1, c[1].x, R0;
END
# 26 instructions, 3 R-regs
