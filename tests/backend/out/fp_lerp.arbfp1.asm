!!ARBfp1.0
# cgrs back-end test: fp_lerp.cg
#profile arbfp1
#program main
#semantic main.t
#semantic main.k
#var float4 a : $vin.TEXCOORD0 : TEX0 : 0 : 1
#var float4 b : $vin.TEXCOORD1 : TEX1 : 1 : 1
#var float t :  : c[0] : 2 : 1
#var float4 k :  : c[1] : 3 : 1
#var float4 main : $vout.COLOR : COL : -1 : 1
#const c[2] = 0.5 2
PARAM c[3] = { program.local[0..1],
		{ 0.5, 2 } };
TEMP R0;
TEMP R1;
MUL R0, c[1], c[2].x;
LRP R1, c[0].x, fragment.texcoord[1], fragment.texcoord[0];
MAD_SAT result.color, R1, c[2].y, R0;
END
# 3 instructions, 2 R-regs
