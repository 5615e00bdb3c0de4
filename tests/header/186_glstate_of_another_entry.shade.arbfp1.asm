!!ARBfp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbfp1
# source file: tests/header/186_glstate_of_another_entry.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbfp1
#program shade
#var float4 color : $vin.COLOR0 : COL0 : 0 : 1
#var float4 shade : $vout.COLOR : COL : -1 : 1
MOV result.color, fragment.color.primary;
END
# 1 instructions, 0 R-regs
