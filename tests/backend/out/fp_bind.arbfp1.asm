!!ARBfp1.0
# cgrs back-end test: fp_bind.cg
#profile arbfp1
#program main
#semantic main.k
#semantic main.unused
#semantic main.k2 : C5
#semantic main.s2
#semantic main.s
#var float4 a : $vin.TEXCOORD0 : TEX0 : 0 : 1
#var float4 b : $vin.TEXCOORD1 :  : 1 : 0
#var float4 k :  : c[0] : 2 : 1
#var float4 unused :  :  : 3 : 0
#var float4 k2 : C5 : c[5] : 4 : 1
#var sampler2D s2 :  :  : 5 : 0
#var sampler2D s :  : texunit 0 : 6 : 1
#var float4 main : $vout.COLOR : COL : -1 : 1
#const c[1] = 3.5
PARAM c[6] = { program.local[0],
		{ 3.5 },
		program.local[2..5] };
TEMP R0;
TEX R0, fragment.texcoord[0], texture[0], 2D;
MAD R0, R0, c[0], c[1].x;
MAD result.color, fragment.texcoord[0].z, c[5], R0;
END
# 3 instructions, 1 R-regs
