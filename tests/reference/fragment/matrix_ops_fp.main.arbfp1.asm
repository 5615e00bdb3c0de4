!!ARBfp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbfp1
# source file: tests/shaders/fragment/matrix_ops_fp.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbfp1
#program main
#semantic main.tex
#semantic main.r0
#semantic main.r1
#semantic main.r2
#var float2 uv : $vin.TEXCOORD0 : TEX0 : 0 : 1
#var sampler2D tex :  : texunit 0 : 1 : 1
#var float3 r0 :  : c[0] : 2 : 1
#var float3 r1 :  : c[1] : 3 : 1
#var float3 r2 :  : c[2] : 4 : 1
#var float4 main : $vout.COLOR : COL : -1 : 1
#const c[3] = 0.001 0 1 0.5
PARAM c[4] = { program.local[0..2],
		{ 0.001, 0, 1, 0.5 } };
TEMP R0;
TEMP R1;
TEMP R2;
TEMP R3;
MOV R2.xyz, c[2];
MUL R0.xyz, R2.yzxw, c[1].zxyw;
MAD R3.xyw, R2.xyzz, c[1].zxzy, -R0.yzzx;
DP3 R0.w, R3.wxyw, c[0];
MOV R1.xyz, c[1];
MUL R0.x, R2, c[1].y;
MUL R0.y, R2.x, c[0];
MAD R0.y, R2, c[0].x, -R0;
MAD R0.x, R2.y, c[1], -R0;
MUL R0.z, R1.x, c[0].y;
RCP R1.w, R0.w;
MAD R0.z, R1.y, c[0].x, -R0;
MOV R0.y, -R0;
MUL R3.xyz, R0, R1.w;
TEX R0.xyz, fragment.texcoord[0], texture[0], 2D;
DP3 R3.z, R0, R3;
MUL R3.y, R1, c[0].z;
MOV R3.x, R3.w;
MUL R2.y, R2, c[0].z;
MAD R1.y, R2.z, c[0], -R2;
MAD R3.w, R1.z, c[0].y, -R3.y;
MOV R3.y, -R1;
MUL R3.xyw, R1.w, R3;
ABS R2.w, R0;
SLT R1.y, c[3].x, R2.w;
DP3 R3.x, R0, R3.xyww;
ABS R1.y, R1;
MUL R2.x, R2, c[1].z;
CMP R3.w, -R1.y, c[3].y, c[3].z;
MAD R1.y, R2.z, c[1].x, -R2.x;
MUL R2.x, R1, c[0].z;
MAD R1.z, R1, c[0].x, -R2.x;
MOV R1.x, -R1.y;
MOV R1.y, c[0].z;
MUL R1.y, R1, c[2].x;
MUL R2.xyw, R0.y, c[1].xyzz;
MAD R1.y, R2.z, c[0].x, -R1;
MOV R1.z, -R1;
MUL R1.xyz, R1.w, R1;
DP3 R3.y, R0, R1;
MAD R2.xyz, R0.x, c[0], R2.xyww;
MAD R1.xyz, R0.z, c[2], R2;
CMP R0.xyz, -R3.w, R0, R3;
ADD R0.xyz, R0, -R1;
MAD result.color.xyz, R0, c[3].w, R1;
MOV result.color.w, R0;
END
# 46 instructions, 4 R-regs
