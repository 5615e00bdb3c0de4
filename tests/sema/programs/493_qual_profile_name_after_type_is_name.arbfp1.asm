!!ARBfp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -quiet -profile arbfp1
# source file: tests/sema/cases/493_qual_profile_name_after_type_is_name.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbfp1
#program main
#semantic arbfp1
#var float4 p : $vin.TEXCOORD1 : TEX1 : 0 : 1
#var float4 arbfp1 :  : c[0] : -1 : 1
#var float4 main : $vout.COLOR : COL : -1 : 1
#default arbfp1 = 1 1 1 1
PARAM c[1] = { program.local[0] };
MUL result.color, fragment.texcoord[1], c[0];
END
# 1 instructions, 0 R-regs
