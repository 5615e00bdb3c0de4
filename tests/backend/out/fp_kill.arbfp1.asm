!!ARBfp1.0
# cgrs back-end test: fp_kill.cg
#profile arbfp1
#program main
#semantic main.k
#var float4 a : $vin.TEXCOORD0 : TEX0 : 0 : 1
#var float4 k :  : c[0] : 1 : 1
#var float4 main : $vout.COLOR : COL : -1 : 1
#var <none>4 $kill_0000 : $vout.$kill : $kill : -1 : 0
#const c[1] = 0.5
PARAM c[2] = { program.local[0],
		{ 0.5 } };
TEMP R0;
SLT R0.x, fragment.texcoord[0].w, c[1].x;
KIL -R0.x;
MUL result.color, fragment.texcoord[0], c[0];
END
# 3 instructions, 1 R-regs
