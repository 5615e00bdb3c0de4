!!ARBfp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbfp1
# source file: tests/shaders/fragment/rgbm_lightmap.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbfp1
#program main
#semantic main.albedo
#semantic main.lightmap
#semantic main.lightDirMap
#semantic main.normalMap
#semantic main.rgbmRange
#semantic main.useRGBM
#var float2 uv : $vin.TEXCOORD0 : TEX0 : 0 : 1
#var float2 lmuv : $vin.TEXCOORD1 : TEX1 : 1 : 1
#var sampler2D albedo :  : texunit 3 : 2 : 1
#var sampler2D lightmap :  : texunit 0 : 3 : 1
#var sampler2D lightDirMap :  : texunit 1 : 4 : 1
#var sampler2D normalMap :  : texunit 2 : 5 : 1
#var float rgbmRange :  : c[0] : 6 : 1
#var float useRGBM :  : c[1] : 7 : 1
#var float4 main : $vout.COLOR : COL : -1 : 1
#const c[2] = 0.5 0 1 2
#const c[3] = 9.9999997e-05
PARAM c[4] = { program.local[0..1],
		{ 0.5, 0, 1, 2 },
		{ 9.9999997e-05 } };
TEMP R0;
TEMP R1;
TEMP R2;
TEX R0, fragment.texcoord[1], texture[1], 2D;
MAD R0.xyz, R0, c[2].w, -c[2].z;
DP3 R1.x, R0, R0;
RSQ R1.x, R1.x;
MUL R1.xyz, R1.x, R0;
TEX R0.xyz, fragment.texcoord[0], texture[2], 2D;
MAD R0.xyz, R0, c[2].w, -c[2].z;
DP3 R0.x, R0, R1;
MAX R0.w, R0, c[3].x;
MOV R2.x, c[1];
RCP R0.y, R0.w;
MAD R0.x, R0, c[2], c[2];
MUL R1.w, R0.x, R0.y;
TEX R0, fragment.texcoord[1], texture[0], 2D;
MUL R1.xyz, R0, c[2].w;
MUL R0.xyz, R0, R0.w;
SLT R2.x, c[2], R2;
ABS R0.w, R2.x;
MUL R0.xyz, R0, c[0].x;
CMP R0.w, -R0, c[2].y, c[2].z;
CMP R0.xyz, -R0.w, R1, R0;
MUL R1.xyz, R0, R1.w;
TEX R0.xyz, fragment.texcoord[0], texture[3], 2D;
MUL result.color.xyz, R0, R1;
MOV result.color.w, c[2].z;
END
# 25 instructions, 3 R-regs
