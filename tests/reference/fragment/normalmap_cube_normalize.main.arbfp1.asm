!!ARBfp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbfp1
# source file: tests/shaders/fragment/normalmap_cube_normalize.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbfp1
#program main
#semantic main.bumpMap
#semantic main.normCube
#semantic main.baseMap
#semantic main.lightColor
#var float2 uv : $vin.TEXCOORD0 : TEX0 : 0 : 1
#var float3 lightT : $vin.TEXCOORD1 : TEX1 : 1 : 1
#var sampler2D bumpMap :  : texunit 0 : 2 : 1
#var samplerCUBE normCube :  : texunit 1 : 3 : 1
#var sampler2D baseMap :  : texunit 2 : 4 : 1
#var float4 lightColor :  : c[0] : 5 : 1
#var float4 main : $vout.COLOR : COL : -1 : 1
#const c[1] = 2 1
PARAM c[2] = { program.local[0],
		{ 2, 1 } };
TEMP R0;
TEMP R1;
TEMP R2;
TEX R0, fragment.texcoord[0], texture[2], 2D;
TEX R2.xyz, fragment.texcoord[1], texture[1], CUBE;
TEX R1.xyz, fragment.texcoord[0], texture[0], 2D;
MAD R2.xyz, R2, c[1].x, -c[1].y;
MAD R1.xyz, R1, c[1].x, -c[1].y;
DP3_SAT R1.x, R1, R2;
MUL R0, R0, c[0];
MUL result.color, R0, R1.x;
END
# 8 instructions, 3 R-regs
