!!ARBfp1.0
# cgrs back-end test: fp_select.cg
#profile arbfp1
#program main
#var float4 a : $vin.TEXCOORD0 : TEX0 : 0 : 1
#var float4 b : $vin.TEXCOORD1 : TEX1 : 1 : 1
#var float4 main : $vout.COLOR : COL : -1 : 1
#const c[0] = 0.5
PARAM c[1] = { { 0.5 } };
TEMP R0;
SLT R0.x, c[0].x, fragment.texcoord[0].x;
CMP result.color, -R0.x, fragment.texcoord[0], fragment.texcoord[1];
END
# 2 instructions, 1 R-regs
