!!ARBfp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -quiet -profile arbfp1
# source file: tests/vm/cg/fs_const.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbfp1
#program main
#semantic main.c
#var float4 c :  : c[0] : 0 : 1
#var float4 main : $vout.COLOR : COL : -1 : 1
#const c[1] = 2 0.5
PARAM c[2] = { program.local[0],
		{ 2, 0.5 } };
TEMP R0;
MOV R0, c[0];
MAD result.color, R0, c[1].x, c[1].y;
END
# 2 instructions, 1 R-regs
