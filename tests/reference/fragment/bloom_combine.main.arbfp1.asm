!!ARBfp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbfp1
# source file: tests/shaders/fragment/bloom_combine.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbfp1
#program main
#semantic main.scene : TEXUNIT0
#semantic main.bloom0 : TEXUNIT1
#semantic main.bloom1 : TEXUNIT2
#semantic main.bloom2 : TEXUNIT3
#semantic main.bloomWeights
#semantic main.exposure
#var float2 uv : $vin.TEXCOORD0 : TEX0 : 0 : 1
#var sampler2D scene : TEXUNIT0 : texunit 0 : 1 : 1
#var sampler2D bloom0 : TEXUNIT1 : texunit 1 : 2 : 1
#var sampler2D bloom1 : TEXUNIT2 : texunit 2 : 3 : 1
#var sampler2D bloom2 : TEXUNIT3 : texunit 3 : 4 : 1
#var float3 bloomWeights :  : c[0] : 5 : 1
#var float exposure :  : c[1] : 6 : 1
#var float4 main : $vout.COLOR : COL : -1 : 1
#const c[2] = 1 0.45454544
PARAM c[3] = { program.local[0..1],
		{ 1, 0.45454544 } };
TEMP R0;
TEMP R1;
TEX R0.xyz, fragment.texcoord[0], texture[0], 2D;
TEX R1.xyz, fragment.texcoord[0], texture[1], 2D;
MAD R1.xyz, R1, c[0].x, R0;
TEX R0.xyz, fragment.texcoord[0], texture[2], 2D;
MAD R1.xyz, R0, c[0].y, R1;
TEX R0.xyz, fragment.texcoord[0], texture[3], 2D;
MAD R0.xyz, R0, c[0].z, R1;
MUL R1.xyz, R0, c[1].x;
ADD R0.xyz, R1, c[2].x;
RCP R0.x, R0.x;
RCP R0.z, R0.z;
RCP R0.y, R0.y;
MUL R0.xyz, R1, R0;
POW result.color.x, R0.x, c[2].y;
POW result.color.y, R0.y, c[2].y;
POW result.color.z, R0.z, c[2].y;
MOV result.color.w, c[2].x;
END
# 17 instructions, 2 R-regs
