!!ARBfp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbfp1
# source file: tests/shaders/stdlib/clip.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbfp1
#program fmain
#semantic fmain.cut
#var float4 a : $vin.TEXCOORD0 : TEX0 : 0 : 1
#var float4 b : $vin.TEXCOORD1 : TEX1 : 1 : 1
#var float cut :  : c[0] : 2 : 1
#var float4 fmain : $vout.COLOR : COL : -1 : 1
#var <none>4 $kill_0000 : $vout.$kill : $kill : -1 : 0
#var <none>4 $kill_0001 : $vout.$kill : $kill : -1 : 0
#var <none>4 $kill_0002 : $vout.$kill : $kill : -1 : 0
#var <none>4 $kill_0003 : $vout.$kill : $kill : -1 : 0
#const c[1] = 0 0.25
PARAM c[2] = { program.local[0],
		{ 0, 0.25 } };
TEMP R0;
TEMP R1;
SLT R0, fragment.texcoord[1], c[1].x;
SLT R1.xyz, fragment.texcoord[0].yzww, c[1].y;
KIL -R0.xyzw;
SLT R0.z, fragment.texcoord[0].x, c[0].x;
MOV result.color, fragment.texcoord[0];
KIL -R1.xyzx;
KIL -R0.xyxx;
KIL -R0.z;
END
# 8 instructions, 2 R-regs
