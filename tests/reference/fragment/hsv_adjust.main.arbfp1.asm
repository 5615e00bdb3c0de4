!!ARBfp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbfp1
# source file: tests/shaders/fragment/hsv_adjust.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbfp1
#program main
#semantic main.tex
#semantic main.hsvShift
#var float2 uv : $vin.TEXCOORD0 : TEX0 : 0 : 1
#var sampler2D tex :  : texunit 0 : 1 : 1
#var float3 hsvShift :  : c[0] : 2 : 1
#var float4 main : $vout.COLOR : COL : -1 : 1
#const c[1] = 0 -0.33333334 -1 0.66666669
#const c[2] = 6 1e-10 3 1
#const c[3] = 1 0.66666669 0.33333334
PARAM c[4] = { program.local[0],
		{ 0, -0.33333334, -1, 0.66666669 },
		{ 6, 1e-10, 3, 1 },
		{ 1, 0.66666669, 0.33333334 } };
TEMP R0;
TEMP R1;
TEMP R2;
TEMP R3;
TEX R0, fragment.texcoord[0], texture[0], 2D;
MOV R1.xy, R0.zyzw;
MOV R2.xy, R0.yzzw;
MOV R1.zw, c[1];
MOV R2.zw, c[1].xyxy;
ADD R2, R2, -R1;
SGE R0.y, R0, R0.z;
MAD R3, R0.y, R2, R1;
MOV R1.w, R0.x;
MOV R2.x, R0;
MOV R1.xyz, R3.xyww;
MOV R2.yzw, R3.xyzx;
ADD R2, R2, -R1;
SGE R0.x, R0, R3;
MAD R1, R0.x, R2, R1;
MIN R0.x, R1.w, R1.y;
ADD R0.x, R1, -R0;
MAD R0.y, R0.x, c[2].x, c[2];
RCP R0.z, R0.y;
ADD R0.y, R1.w, -R1;
MAD R0.y, R0, R0.z, R1.z;
ABS R0.y, R0;
ADD R0.y, R0, c[0].x;
FRC R0.y, R0;
ADD R2.xyz, R0.y, c[3];
ADD R0.y, R1.x, c[2];
RCP R0.z, R0.y;
FRC R2.xyz, R2;
MAD R2.xyz, R2, c[2].x, -c[2].z;
ABS R2.xyz, R2;
ADD_SAT R2.xyz, R2, -c[2].w;
MOV R0.y, R1.x;
MUL R0.x, R0, R0.z;
MUL_SAT R0.xy, R0, c[0].yzzw;
ADD R2.xyz, R2, -c[2].w;
MAD R1.xyz, R0.x, R2, c[2].w;
MUL result.color.xyz, R0.y, R1;
MOV result.color.w, R0;
END
# 38 instructions, 4 R-regs
