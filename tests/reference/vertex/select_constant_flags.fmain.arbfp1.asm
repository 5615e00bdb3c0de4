!!ARBfp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbfp1
# source file: tests/shaders/vertex/select_constant_flags.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbfp1
#program fmain
#semantic fmain.tex
#semantic fmain.threshold
#var float4 uv : $vin.TEXCOORD0 : TEX0 : 0 : 1
#var float3 n : $vin.TEXCOORD1 : TEX1 : 1 : 1
#var sampler2D tex :  : texunit 0 : 2 : 1
#var float threshold :  : c[0] : 3 : 1
#var float4 fmain : $vout.COLOR : COL : -1 : 1
#const c[1] = 0 1
PARAM c[2] = { program.local[0],
		{ 0, 1 } };
TEMP R0;
TEMP R1;
TEMP R2;
MOV R1.xyz, fragment.texcoord[0];
DP3 R1.x, fragment.texcoord[1], R1;
TEX R0, fragment.texcoord[0], texture[0], 2D;
SLT R1.w, c[0].x, R0;
ABS R1.y, R1.w;
CMP R1.z, -R1.y, c[1].x, c[1].y;
SLT R1.x, R1, c[1];
ABS R1.y, R1.x;
CMP R2.x, -R1.y, c[1], c[1].y;
CMP R1.x, -R1.z, c[1], c[1].y;
MOV R1.yzw, c[1].x;
CMP R2.x, -R2, c[1].y, c[1];
MAD result.color, R0, R2.x, R1;
END
# 13 instructions, 3 R-regs
