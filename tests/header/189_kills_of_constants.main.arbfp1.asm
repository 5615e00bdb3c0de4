!!ARBfp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbfp1
# source file: tests/header/189_kills_of_constants.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbfp1
#program main
#semantic main.map
#var float4 color : $vin.COLOR0 : COL0 : 0 : 1
#var float2 uv : $vin.TEXCOORD0 : TEX0 : 1 : 1
#var sampler2D map :  : texunit 0 : 2 : 1
#var float4 main : $vout.COLOR : COL : -1 : 1
#var <none>4 $kill_0000 : $vout.$kill : $kill : -1 : 0
#var <none>4 $kill_0001 : $vout.$kill : $kill : -1 : 0
#var <none>4 $kill_0002 : $vout.$kill : $kill : -1 : 0
#var <none>4 $kill_0003 : $vout.$kill : $kill : -1 : 0
#var <none>4 $kill_0004 : $vout.$kill : $kill : -1 : 0
#const c[0] = 0.0099999998 0
PARAM c[1] = { { 0.0099999998, 0 } };
TEMP R0;
TEMP R1;
TEX R0, fragment.texcoord[0], texture[0], 2D;
MUL R0, R0, fragment.color.primary;
SLT R1.x, R0.w, c[0];
MOV result.color, R0;
KIL -R1.x;
KIL -c[0].y;
END
# 6 instructions, 2 R-regs
