!!ARBfp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbfp1
# source file: tests/header/366_assigned_input_last_value.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbfp1
#program main
#semantic main.tintColor
#semantic main.tex
#var float4 base : $vin.TEXCOORD0 :  : 0 : 0
#var float4 mask : $vin.TEXCOORD1 :  : 1 : 0
#var float4 glow : $vin.TEXCOORD2 : TEX2 : 2 : 0
#var float4 rim : $vin.TEXCOORD3 : TEX3 : 3 : 0
#var float4 shade : $vin.TEXCOORD4 : TEX4 : 4 : 0
#var float fog : $vin.TEXCOORD5 : TEX5 : 5 : 0
#var float3 dust : $vin.TEXCOORD6 : TEX6 : 6 : 0
#var float4 spec : $vin.TEXCOORD7 :  : 7 : 0
#var float4 haze : $vin.COLOR1 : COL1 : 8 : 0
#var float4 tintColor :  : c[0] : 9 : 1
#var sampler2D tex :  : texunit 0 : 10 : 1
#var float4 main : $vout.COLOR : COL : -1 : 1
PARAM c[1] = { program.local[0] };
TEX result.color, c[0], texture[0], 2D;
END
# 1 instructions, 0 R-regs
