!!ARBfp1.0
# cgrs back-end test: fp_tex.cg
#profile arbfp1
#program main
#semantic main.s
#var float2 uv : $vin.TEXCOORD0 : TEX0 : 0 : 1
#var float4 color : $vin.COLOR0 : COL0 : 1 : 1
#var sampler2D s :  : texunit 0 : 2 : 1
#var float4 main : $vout.COLOR : COL : -1 : 1
TEMP R0;
TEX R0, fragment.texcoord[0], texture[0], 2D;
MUL result.color, R0, fragment.color.primary;
END
# 2 instructions, 1 R-regs
