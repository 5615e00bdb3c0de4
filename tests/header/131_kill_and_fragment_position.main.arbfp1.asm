!!ARBfp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbfp1
# source file: tests/header/131_kill_and_fragment_position.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbfp1
#program main
#semantic main.k
#var float4 c : $vin.COLOR0 : COL0 : 0 : 1
#var float k :  : c[0] : 2 : 1
#var float4 main : $vout.COLOR : COL : -1 : 1
#var <none>4 $kill_0000 : $vout.$kill : $kill : -1 : 0
#var <none>4 $kill_0001 : $vout.$kill : $kill : -1 : 0
#var <none>4 $kill_0002 : $vout.$kill : $kill : -1 : 0
#var <none>4 $kill_0003 : $vout.$kill : $kill : -1 : 0
#var <none>4 $kill_0004 : $vout.$kill : $kill : -1 : 0
#var <none>4 $kill_0005 : $vout.$kill : $kill : -1 : 0
#const c[1] = 100 0
PARAM c[2] = { program.local[0],
		{ 100, 0 } };
TEMP R0;
SLT R0.y, c[0].x, fragment.color.primary.z;
MOV R0.x, c[0];
SLT R0.x, c[1], R0;
KIL -R0.x;
SLT R0.x, c[0], fragment.color.primary.y;
KIL -R0.y;
SLT R0.y, c[0].x, fragment.color.primary.x;
KIL -R0.x;
KIL -R0.y;
SLT R0.x, fragment.color.primary.y, c[1].y;
SLT R0.y, fragment.color.primary.x, c[1];
MOV result.color, fragment.color.primary;
KIL -R0.x;
KIL -R0.y;
END
# 14 instructions, 1 R-regs
