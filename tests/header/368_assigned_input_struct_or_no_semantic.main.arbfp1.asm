!!ARBfp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbfp1
# source file: tests/header/368_assigned_input_struct_or_no_semantic.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbfp1
#program main
#semantic main.k
#var float4 v.uv : $vin.TEXCOORD0 : TEX0 : 0 : 1
#var float4 v.color : $vin.TEXCOORD1 :  : 0 : 0
#var float4 extra :  :  : 1 : 0
#var float4 light : $vin.TEXCOORD2 :  : 2 : 0
#var float4 normal : $vin.TEXCOORD3 :  : 3 : 0
#var float4 k :  : c[0] : 4 : 1
#var float4 main : $vout.COLOR : COL : -1 : 1
PARAM c[1] = { program.local[0] };
MUL result.color, fragment.texcoord[0], c[0];
END
# 1 instructions, 0 R-regs
