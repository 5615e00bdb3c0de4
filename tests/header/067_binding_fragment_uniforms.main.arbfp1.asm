!!ARBfp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbfp1
# source file: tests/header/067_binding_fragment_uniforms.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbfp1
#program main
#semantic main.p1
#semantic main.p2
#semantic g1
#semantic g2
#var float4 c : $vin.COLOR0 : COL0 : 0 : 1
#var float4 p1 :  : c[0] : 1 : 1
#var float4 p2 :  : c[1] : 2 : 1
#var float4 g1 :  : c[2] : -1 : 1
#var float4 g2 :  : c[3] : -1 : 1
#var float4 main : $vout.COLOR : COL : -1 : 1
#const c[4] = 0.5
PARAM c[5] = { program.local[0..3],
		{ 0.5 } };
TEMP R0;
MOV R0.x, c[4];
MUL R0, R0.x, c[1];
MAD R0, fragment.color.primary, c[3], R0;
ADD R0, R0, c[0];
ADD result.color, R0, c[2];
END
# 5 instructions, 1 R-regs
