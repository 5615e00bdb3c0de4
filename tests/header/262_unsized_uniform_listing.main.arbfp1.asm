!!ARBfp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbfp1
# source file: tests/header/262_unsized_uniform_listing.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbfp1
#program main
#semantic main.v
#semantic main.m
#semantic main.s
#semantic main.k
#semantic gs
#semantic g
#var float4 p : $vin.TEXCOORD0 : TEX0 : 0 : 1
#var float4 v[0] :  :  : 1 : 0
#var float3x4 m[0] :  : , 3 : 2 : 0
#var float4 s[0].a :  :  : 3 : 0
#var float s[0].b :  :  : 3 : 0
#var float k :  : c[0] : 4 : 1
#var float4 gs[0].a :  :  : -1 : 0
#var float gs[0].b :  :  : -1 : 0
#var float g[0] :  :  : -1 : 0
#var float4 main : $vout.COLOR : COL : -1 : 1
PARAM c[1] = { program.local[0] };
MUL result.color, fragment.texcoord[0], c[0].x;
END
# 1 instructions, 0 R-regs
