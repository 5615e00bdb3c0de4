!!ARBfp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbfp1
# source file: tests/shaders/fragment/toon_shading.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbfp1
#program main
#semantic main.ramp
#semantic main.baseColor
#semantic main.specThreshold
#semantic main.rimPower
#var float3 N : $vin.TEXCOORD0 : TEX0 : 0 : 1
#var float3 L : $vin.TEXCOORD1 : TEX1 : 1 : 1
#var float3 V : $vin.TEXCOORD2 : TEX2 : 2 : 1
#var sampler1D ramp :  : texunit 0 : 3 : 1
#var float4 baseColor :  : c[0] : 4 : 1
#var float specThreshold :  : c[1] : 5 : 1
#var float rimPower :  : c[2] : 6 : 1
#var float4 main : $vout.COLOR : COL : -1 : 1
#const c[3] = 0.5 1
PARAM c[4] = { program.local[0..2],
		{ 0.5, 1 } };
TEMP R0;
TEMP R1;
TEMP R2;
TEMP R3;
DP3 R0.x, fragment.texcoord[1], fragment.texcoord[1];
RSQ R0.x, R0.x;
DP3 R0.y, fragment.texcoord[2], fragment.texcoord[2];
RSQ R0.y, R0.y;
DP3 R0.w, fragment.texcoord[0], fragment.texcoord[0];
MUL R1.xyz, R0.x, fragment.texcoord[1];
MUL R2.xyz, R0.y, fragment.texcoord[2];
ADD R0.xyz, R2, R1;
DP3 R1.w, R0, R0;
RSQ R1.w, R1.w;
MUL R3.xyz, R1.w, R0;
RSQ R0.w, R0.w;
MUL R0.xyz, R0.w, fragment.texcoord[0];
DP3 R0.w, R0, R3;
DP3 R1.x, R0, R1;
DP3_SAT R0.y, R0, R2;
MAD R0.x, R1, c[3], c[3];
TEX R0.x, R0, texture[0], 1D;
SGE R0.w, R0, c[1].x;
MAD R1, R0.x, c[0], R0.w;
ADD R0.y, -R0, c[3];
POW R0.x, R0.y, c[2].x;
MAD result.color, R0.x, c[3].x, R1;
END
# 23 instructions, 4 R-regs
