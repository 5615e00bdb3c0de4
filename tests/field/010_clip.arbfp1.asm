!!ARBfp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -quiet -profile arbfp1
# source file: 010_clip.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbfp1
#program main
#var float4 c : $vin.COLOR0 : COL0 : 0 : 1
#var float4 t : $vin.TEXCOORD0 : TEX0 : 1 : 1
#var float4 main : $vout.COLOR : COL : -1 : 1
#var <none>4 $kill_0000 : $vout.$kill : $kill : -1 : 0
#const c[0] = 0.5
PARAM c[1] = { { 0.5 } };
TEMP R0;
SLT R0.xyz, fragment.texcoord[0], c[0].x;
MOV result.color, fragment.color.primary;
KIL -R0.xyzx;
END
# 3 instructions, 1 R-regs
