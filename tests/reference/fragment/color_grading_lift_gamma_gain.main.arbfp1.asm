!!ARBfp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbfp1
# source file: tests/shaders/fragment/color_grading_lift_gamma_gain.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbfp1
#program main
#semantic main.scene
#semantic main.lift
#semantic main.gamma
#semantic main.gain
#semantic main.contrast
#semantic main.saturation
#var float2 uv : $vin.TEXCOORD0 : TEX0 : 0 : 1
#var sampler2D scene :  : texunit 0 : 1 : 1
#var float3 lift :  : c[0] : 2 : 1
#var float3 gamma :  : c[1] : 3 : 1
#var float3 gain :  : c[2] : 4 : 1
#var float contrast :  : c[3] : 5 : 1
#var float saturation :  : c[4] : 6 : 1
#var float4 main : $vout.COLOR : COL : -1 : 1
#const c[5] = 1 0 0.5
#const c[6] = 0.21259999 0.71520001 0.0722
PARAM c[7] = { program.local[0..4],
		{ 1, 0, 0.5 },
		{ 0.21259999, 0.71520001, 0.0722 } };
TEMP R0;
TEMP R1;
TEX R0.xyz, fragment.texcoord[0], texture[0], 2D;
ADD R1.xyz, -R0, c[5].x;
MAD R0.xyz, R1, c[0], R0;
MUL R0.xyz, R0, c[2];
MAX R0.xyz, R0, c[5].y;
RCP R0.w, c[1].x;
POW R0.x, R0.x, R0.w;
RCP R0.w, c[1].y;
RCP R1.x, c[1].z;
POW R0.y, R0.y, R0.w;
POW R0.z, R0.z, R1.x;
DP3 R0.w, R0, c[6];
ADD R0.xyz, R0, -R0.w;
MAD R0.xyz, R0, c[4].x, R0.w;
ADD R0.xyz, R0, -c[5].z;
MUL R0.xyz, R0, c[3].x;
ADD_SAT result.color.xyz, R0, c[5].z;
MOV result.color.w, c[5].x;
END
# 18 instructions, 2 R-regs
