!!ARBfp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbfp1
# source file: tests/header/146_unbound_varying_types.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbfp1
#program main
#var float4 a : $vin.TEXCOORD0 : TEX0 : 0 : 1
#var half2 h :  :  : 1 : 0
#var int3 i :  :  : 2 : 0
#var float hs : $vin.TEXCOORD2 :  : 3 : 0
#var bool b :  :  : 4 : 0
#var float used : $vin.TEXCOORD3 : TEX3 : 5 : 1
#var float4 o : $vout.COLOR : COL : 6 : 1
#var half2 oh :  :  : 7 : 0
#var bool ob :  :  : 8 : 0
#var float oc : $vout.COLOR1 :  : 9 : 0
#const c[0] = 1 0
PARAM c[1] = { { 1, 0 } };
TEMP R0;
SLT R0.x, c[0].y, fragment.texcoord[3];
ABS R0.x, R0;
CMP R0.x, -R0, c[0].y, c[0];
CMP result.color, -R0.x, -fragment.texcoord[0], fragment.texcoord[0];
END
# 4 instructions, 1 R-regs
