!!ARBfp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbfp1
# source file: tests/shaders/fragment/fx_simple_lit.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbfp1
#program fs_main
#semantic fs_main.tex
#semantic fs_main.lightPos
#semantic fs_main.eyePos
#var float2 IN.uv : $vin.TEXCOORD0 : TEX0 : 0 : 1
#var float3 IN.n : $vin.TEXCOORD1 : TEX1 : 0 : 1
#var float3 IN.p : $vin.TEXCOORD2 : TEX2 : 0 : 1
#var sampler2D tex :  : texunit 0 : 1 : 1
#var float3 lightPos :  : c[0] : 2 : 1
#var float3 eyePos :  : c[1] : 3 : 1
#var float4 fs_main : $vout.COLOR : COL : -1 : 1
#const c[2] = 2 32
PARAM c[3] = { program.local[0..1],
		{ 2, 32 } };
TEMP R0;
TEMP R1;
TEMP R2;
TEMP R3;
ADD R0.xyz, -fragment.texcoord[2], c[0];
DP3 R0.w, R0, R0;
RSQ R0.w, R0.w;
MUL R0.xyz, R0.w, R0;
ADD R3.xyz, -fragment.texcoord[2], c[1];
DP3 R1.w, R3, R3;
RSQ R1.w, R1.w;
DP3 R0.w, fragment.texcoord[1], fragment.texcoord[1];
RSQ R0.w, R0.w;
MUL R1.xyz, R0.w, fragment.texcoord[1];
DP3 R0.w, R1, -R0;
MUL R2.xyz, R1, R0.w;
MUL R3.xyz, R1.w, R3;
MAD R2.xyz, -R2, c[2].x, -R0;
DP3_SAT R0.w, R2, R3;
POW R1.w, R0.w, c[2].y;
DP3_SAT R1.x, R1, R0;
TEX R0, fragment.texcoord[0], texture[0], 2D;
MAD result.color, R0, R1.x, R1.w;
END
# 19 instructions, 4 R-regs
