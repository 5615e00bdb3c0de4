!!ARBfp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -quiet -profile arbfp1
# source file: tests/sema/cases/455_misc_string_uniforms_and_annotations.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbfp1
#program main
#semantic main.n
#semantic k
#semantic g
#semantic file
#var float4 c : $vin.COLOR0 : COL0 : 0 : 1
#var string n :  :  : 1 : 0
#var float4 k :  : c[0] : -1 : 1
#var string g :  :  : -1 : 0
#var string file :  :  : -1 : 0
#var float4 main : $vout.COLOR : COL : -1 : 1
#default k = 1 0 0 1
#default g = "hello"
#default file = "tex.dds"
PARAM c[1] = { program.local[0] };
MUL result.color, fragment.color.primary, c[0];
END
# 1 instructions, 0 R-regs
