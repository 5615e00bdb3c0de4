!!ARBfp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbfp1
# source file: tests/shaders/fragment/overflowing_constants.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbfp1
#program fmain
#semantic fmain.fog
#var float4 col : $vin.COLOR0 : COL0 : 0 : 1
#var float4 fog :  : c[0] : 1 : 1
#var float4 fmain : $vout.COLOR : COL : -1 : 1
#const c[1] = 1e+20 2e+20 3.0000001e+20
PARAM c[2] = { program.local[0],
		{ 1e+20, 2e+20, 3.0000001e+20 } };
TEMP R0;
DP3 R0.x, c[1], c[1];
RCP R0.y, R0.x;
MOV result.color.zw, fragment.color.primary;
MIN result.color.x, R0, c[0];
ADD result.color.y, R0, c[0];
END
# 5 instructions, 1 R-regs
