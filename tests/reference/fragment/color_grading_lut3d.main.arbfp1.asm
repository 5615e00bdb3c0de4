!!ARBfp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbfp1
# source file: tests/shaders/fragment/color_grading_lut3d.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbfp1
#program main
#semantic main.scene
#semantic main.lut
#semantic main.lutSize
#semantic main.strength
#var float2 uv : $vin.TEXCOORD0 : TEX0 : 0 : 1
#var sampler2D scene :  : texunit 0 : 1 : 1
#var sampler3D lut :  : texunit 1 : 2 : 1
#var float lutSize :  : c[0] : 3 : 1
#var float strength :  : c[1] : 4 : 1
#var float4 main : $vout.COLOR : COL : -1 : 1
#const c[2] = 1 0.5
PARAM c[3] = { program.local[0..1],
		{ 1, 0.5 } };
TEMP R0;
TEMP R1;
TEMP R2;
TEX R0, fragment.texcoord[0], texture[0], 2D;
RCP R2.x, c[0].x;
MOV R1.w, c[2].x;
ADD R1.w, -R1, c[0].x;
MOV_SAT R1.xyz, R0;
MUL R2.y, R2.x, c[2];
MUL R1.w, R1, R2.x;
MAD R1.xyz, R1, R1.w, R2.y;
TEX R1.xyz, R1, texture[1], 3D;
ADD R1.xyz, R1, -R0;
MAD result.color.xyz, R1, c[1].x, R0;
MOV result.color.w, R0;
END
# 12 instructions, 3 R-regs
