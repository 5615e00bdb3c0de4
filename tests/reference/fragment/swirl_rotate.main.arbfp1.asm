!!ARBfp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbfp1
# source file: tests/shaders/fragment/swirl_rotate.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbfp1
#program main
#semantic main.tex
#semantic main.center
#semantic main.radius
#semantic main.angle
#semantic main.time
#var float2 uv : $vin.TEXCOORD0 : TEX0 : 0 : 1
#var sampler2D tex :  : texunit 0 : 1 : 1
#var float2 center :  : c[0] : 2 : 1
#var float radius :  : c[1] : 3 : 1
#var float angle :  : c[2] : 4 : 1
#var float time :  : c[3] : 5 : 1
#var float4 main : $vout.COLOR : COL : -1 : 1
#const c[4] = 1 20 0.1
PARAM c[5] = { program.local[0..3],
		{ 1, 20, 0.1 } };
TEMP R0;
TEMP R1;
ADD R0.xy, fragment.texcoord[0], -c[0];
MUL R0.zw, R0.xyxy, R0.xyxy;
ADD R0.z, R0, R0.w;
RSQ R0.z, R0.z;
RCP R0.z, R0.z;
MUL R0.w, R0.z, c[4].y;
ADD R1.x, R0.w, c[3];
RCP R0.w, c[1].x;
MAD_SAT R0.z, -R0, R0.w, c[4].x;
SIN R1.x, R1.x;
MUL R0.w, R0.z, c[2].x;
MUL R1.x, R1, c[4].z;
MAD R0.z, R0.w, R0, R1.x;
COS R0.w, R0.z;
SIN R0.z, R0.z;
MUL R1.x, R0.y, R0.z;
MUL R1.y, R0.w, R0;
MAD R0.y, R0.x, R0.z, R1;
MAD R0.x, R0.w, R0, -R1;
ADD R0.xy, R0, c[0];
TEX result.color, R0, texture[0], 2D;
END
# 21 instructions, 2 R-regs
