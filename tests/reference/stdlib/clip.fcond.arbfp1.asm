!!ARBfp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbfp1
# source file: tests/shaders/stdlib/clip.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbfp1
#program fcond
#var float4 a : $vin.TEXCOORD0 : TEX0 : 0 : 1
#var float4 b : $vin.TEXCOORD1 : TEX1 : 1 : 1
#var float4 fcond : $vout.COLOR : COL : -1 : 1
#var <none>4 $kill_0000 : $vout.$kill : $kill : -1 : 0
#const c[0] = 0.5 0 0.25
PARAM c[1] = { { 0.5, 0, 0.25 } };
TEMP R0;
TEMP R1;
SLT R1.xyz, fragment.texcoord[0].yzww, c[0].z;
SLT R0.xyz, c[0].xyyw, fragment.texcoord[1].zyzw;
MUL R0.xyz, R0, R1;
KIL -R0.xyzx;
MOV result.color, fragment.texcoord[0];
END
# 5 instructions, 2 R-regs
