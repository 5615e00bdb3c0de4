!!ARBfp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbfp1
# source file: tests/header/226_struct_copy_fragment.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbfp1
#program main
#semantic s
#var float4 v.uv0 : $vin.TEXCOORD0 : TEX0 : 0 : 1
#var float4 v.uv1 : $vin.TEXCOORD1 : TEX1 : 0 : 0
#var float4 v.col : $vin.COLOR0 : COL0 : 0 : 0
#var float4 s :  : c[0] : -1 : 1
#var float4 main : $vout.COLOR : COL : -1 : 1
PARAM c[1] = { program.local[0] };
MOV result.color.yzw, fragment.texcoord[0];
MOV result.color.x, c[0];
END
# 2 instructions, 0 R-regs
