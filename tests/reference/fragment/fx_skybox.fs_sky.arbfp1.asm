!!ARBfp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbfp1
# source file: tests/shaders/fragment/fx_skybox.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbfp1
#program fs_sky
#semantic fs_sky.sky
#semantic fs_sky.horizonColor
#semantic fs_sky.horizonSharpness
#var float3 dir : $vin.TEXCOORD0 : TEX0 : 0 : 1
#var samplerCUBE sky :  : texunit 0 : 1 : 1
#var float3 horizonColor :  : c[0] : 2 : 1
#var float horizonSharpness :  : c[1] : 3 : 1
#var float4 fs_sky : $vout.COLOR : COL : -1 : 1
#const c[2] = 1
PARAM c[3] = { program.local[0..1],
		{ 1 } };
TEMP R0;
TEMP R1;
DP3 R0.x, fragment.texcoord[0], fragment.texcoord[0];
RSQ R0.x, R0.x;
MUL R0.xyz, R0.x, fragment.texcoord[0];
ABS R0.w, R0.y;
TEX R0.xyz, R0, texture[0], CUBE;
ADD R0.w, -R0, c[2].x;
ADD R1.xyz, -R0, c[0];
POW R0.w, R0.w, c[1].x;
MAD result.color.xyz, R0.w, R1, R0;
MOV result.color.w, c[2].x;
END
# 10 instructions, 2 R-regs
