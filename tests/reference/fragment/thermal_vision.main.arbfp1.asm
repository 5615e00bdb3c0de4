!!ARBfp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbfp1
# source file: tests/shaders/fragment/thermal_vision.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbfp1
#program main
#semantic main.scene
#semantic main.heatMask
#var float2 uv : $vin.TEXCOORD0 : TEX0 : 0 : 1
#var sampler2D scene :  : texunit 0 : 1 : 1
#var sampler2D heatMask :  : texunit 1 : 2 : 1
#var float4 main : $vout.COLOR : COL : -1 : 1
#const c[0] = 0.5 4 3 2
#const c[1] = 0.15000001 0.29499999 0.055 0
#const c[2] = 1 0.5 0 0.40000004
#const c[3] = 0 0.2 1 0.80000001
PARAM c[4] = { { 0.5, 4, 3, 2 },
		{ 0.15000001, 0.29499999, 0.055, 0 },
		{ 1, 0.5, 0, 0.40000004 },
		{ 0, 0.2, 1, 0.80000001 } };
TEMP R0;
TEMP R1;
TEX R0.xyz, fragment.texcoord[0], texture[0], 2D;
DP3 R0.y, R0, c[1];
TEX R0.x, fragment.texcoord[0], texture[1], 2D;
MAD_SAT R0.x, R0, c[0], R0.y;
MUL R0.w, R0.x, c[0].y;
MOV_SAT R0.x, R0.w;
MUL R0.xyz, R0.x, c[2].yzww;
ADD R0.xyz, R0, c[3].xxyw;
ADD R1.xyz, -R0, c[2].xzzw;
ADD_SAT R1.w, R0, -c[2].x;
MAD R0.xyz, R1.w, R1, R0;
ADD_SAT R1.w, R0, -c[0];
ADD R1.xyz, -R0, c[3].zwxw;
MAD R0.xyz, R1.w, R1, R0;
ADD R1.xyz, -R0, c[2].x;
ADD_SAT R0.w, R0, -c[0].z;
MAD result.color.xyz, R0.w, R1, R0;
MOV result.color.w, c[2].x;
END
# 18 instructions, 2 R-regs
