!!ARBfp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbfp1
# source file: tests/shaders/fragment/sepia_vignette.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbfp1
#program main
#semantic main.img
#semantic main.vignetteRadius
#semantic main.vignetteSoftness
#semantic main.amount
#var float2 uv : $vin.TEXCOORD0 : TEX0 : 0 : 1
#var sampler2D img :  : texunit 0 : 1 : 1
#var float vignetteRadius :  : c[0] : 2 : 1
#var float vignetteSoftness :  : c[1] : 3 : 1
#var float amount :  : c[2] : 4 : 1
#var float4 main : $vout.COLOR : COL : -1 : 1
#const c[3] = 0.27200001 0.53399998 0.131 0.5
#const c[4] = 0.34900001 0.68599999 0.168 3
#const c[5] = 0.39300001 0.76899999 0.189 2
PARAM c[6] = { program.local[0..2],
		{ 0.27200001, 0.53399998, 0.131, 0.5 },
		{ 0.34900001, 0.68599999, 0.168, 3 },
		{ 0.39300001, 0.76899999, 0.189, 2 } };
TEMP R0;
TEMP R1;
TEMP R2;
ADD R0.xy, -fragment.texcoord[0], c[3].w;
MUL R1.xy, R0, R0;
TEX R0, fragment.texcoord[0], texture[0], 2D;
ADD R1.x, R1, R1.y;
RSQ R1.x, R1.x;
RCP R1.x, R1.x;
DP3 R1.z, R0, c[3];
DP3 R1.y, R0, c[4];
ADD R1.x, R1, -c[0];
RCP R1.w, -c[1].x;
MUL_SAT R1.w, R1.x, R1;
MUL R2.x, -R1.w, c[5].w;
DP3 R1.x, R0, c[5];
ADD R1.xyz, R1, -R0;
ADD R2.x, R2, c[4].w;
MUL R1.w, R1, R1;
MUL R1.w, R1, R2.x;
MAD R0.xyz, R1, c[2].x, R0;
MUL result.color.xyz, R0, R1.w;
MOV result.color.w, R0;
END
# 20 instructions, 3 R-regs
