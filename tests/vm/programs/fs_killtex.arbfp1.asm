!!ARBfp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -quiet -profile arbfp1
# source file: tests/vm/cg/fs_killtex.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbfp1
#program main
#semantic main.s
#semantic main.ref
#var float2 uv : $vin.TEXCOORD0 : TEX0 : 0 : 1
#var sampler2D s :  : texunit 0 : 1 : 1
#var float ref :  : c[0] : 2 : 1
#var float4 main : $vout.COLOR : COL : -1 : 1
#var <none>4 $kill_0000 : $vout.$kill : $kill : -1 : 0
PARAM c[1] = { program.local[0] };
TEMP R0;
TEMP R1;
TEX R0, fragment.texcoord[0], texture[0], 2D;
SLT R1.x, R0.w, c[0];
MOV result.color, R0;
KIL -R1.x;
END
# 4 instructions, 2 R-regs
