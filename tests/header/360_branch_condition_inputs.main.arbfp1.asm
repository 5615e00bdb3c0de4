!!ARBfp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbfp1
# source file: tests/header/360_branch_condition_inputs.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbfp1
#program main
#semantic main.tex
#var float4 IN.uv : $vin.TEXCOORD0 : TEX0 : 0 : 1
#var float4 IN.fog : $vin.TEXCOORD1 : TEX1 : 0 : 0
#var float4 IN.mask : $vin.TEXCOORD2 : TEX2 : 0 : 0
#var float4 IN.tint : $vin.TEXCOORD3 :  : 0 : 0
#var float4 IN.side : $vin.TEXCOORD4 :  : 0 : 0
#var float4 IN.edge : $vin.TEXCOORD5 : TEX5 : 0 : 0
#var sampler2D tex :  : texunit 0 : 1 : 1
#var float4 main : $vout.COLOR : COL : -1 : 1
TEX result.color, fragment.texcoord[0], texture[0], 2D;
END
# 1 instructions, 0 R-regs
