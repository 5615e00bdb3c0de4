!!ARBfp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbfp1
# source file: tests/header/380_register_past_range_unread_fragment.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbfp1
#program main
#semantic diffuseMap : TEXUNIT0
#semantic flashMap : TEXUNIT16
#semantic tint : C0
#semantic flash : C30
#semantic grade : C40
#var float2 uv : $vin.TEXCOORD0 : TEX0 : 0 : 1
#var float4 color : $vin.COLOR0 : COL0 : 1 : 1
#var sampler2D diffuseMap : TEXUNIT0 : texunit 0 : -1 : 1
#var sampler2D flashMap : TEXUNIT16 :  : -1 : 0
#var float4 tint : C0 : c[0] : -1 : 1
#var float4 flash[0] :  : c[30] : -1 : 0
#var float4 flash[1] :  : c[31] : -1 : 0
#var float4 flash[2] :  :  : -1 : 0
#var float4 flash[3] :  :  : -1 : 0
#var float4x4 grade : C40 : , 4 : -1 : 0
#var float4 main : $vout.COLOR : COL : -1 : 1
PARAM c[1] = { program.local[0] };
TEMP R0;
TEX R0, fragment.texcoord[0], texture[0], 2D;
MUL R0, R0, fragment.color.primary;
MUL result.color, R0, c[0];
END
# 3 instructions, 1 R-regs
