!!ARBfp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbfp1
# source file: tests/glsl/cases/flow_discard.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbfp1
#program main
#semantic main.cutout
#semantic main.alphaRef
#var float2 uv : $vin.TEXCOORD0 : TEX0 : 0 : 1
#var float4 plane : $vin.TEXCOORD1 : TEX1 : 1 : 1
#var sampler2D cutout :  : texunit 0 : 2 : 1
#var float alphaRef :  : c[0] : 3 : 1
#var float4 main : $vout.COLOR : COL : -1 : 1
#var <none>4 $kill_0000 : $vout.$kill : $kill : -1 : 0
#var <none>4 $kill_0001 : $vout.$kill : $kill : -1 : 0
#const c[1] = 0
PARAM c[2] = { program.local[0],
		{ 0 } };
TEMP R0;
TEMP R1;
TEX R0, fragment.texcoord[0], texture[0], 2D;
MOV result.color, R0;
SLT R0.x, R0.w, c[0];
SLT R1, fragment.texcoord[1], c[1].x;
KIL -R0.x;
KIL -R1.xyzw;
END
# 6 instructions, 2 R-regs
