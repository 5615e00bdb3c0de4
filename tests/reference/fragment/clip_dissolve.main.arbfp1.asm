!!ARBfp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbfp1
# source file: tests/shaders/fragment/clip_dissolve.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbfp1
#program main
#semantic main.albedo
#semantic main.noise
#semantic main.progress
#semantic main.edgeWidth
#semantic main.burnColor
#var float2 uv : $vin.TEXCOORD0 : TEX0 : 0 : 1
#var sampler2D albedo :  : texunit 1 : 1 : 1
#var sampler2D noise :  : texunit 0 : 2 : 1
#var float progress :  : c[0] : 3 : 1
#var float edgeWidth :  : c[1] : 4 : 1
#var float3 burnColor :  : c[2] : 5 : 1
#var float4 main : $vout.COLOR : COL : -1 : 1
#var <none>4 $kill_0000 : $vout.$kill : $kill : -1 : 0
#const c[3] = 1 3 2
PARAM c[4] = { program.local[0..2],
		{ 1, 3, 2 } };
TEMP R0;
TEMP R1;
TEMP R2;
TEX R0, fragment.texcoord[0], texture[1], 2D;
TEX R2.x, fragment.texcoord[0], texture[0], 2D;
RCP R1.y, c[1].x;
ADD R1.x, R2, -c[0];
MUL_SAT R1.w, R1.x, R1.y;
MAD R2.y, -R1.w, c[3].z, c[3];
MUL R1.w, R1, R1;
ADD R1.xyz, -R0, c[2];
MAD R1.w, -R1, R2.y, c[3].x;
MAD result.color.xyz, R1.w, R1, R0;
SLT R0.x, R2, c[0];
MOV result.color.w, R0;
KIL -R0.x;
END
# 13 instructions, 3 R-regs
