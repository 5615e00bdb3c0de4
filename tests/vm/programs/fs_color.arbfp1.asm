!!ARBfp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -quiet -profile arbfp1
# source file: tests/vm/cg/fs_color.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbfp1
#program main
#var float4 c : $vin.COLOR0 : COL0 : 0 : 1
#var float4 c1 : $vin.COLOR1 : COL1 : 1 : 1
#var float4 main : $vout.COLOR : COL : -1 : 1
TEMP R0;
MOV R0, fragment.color.secondary;
MAD result.color, fragment.color.primary, R0, fragment.color.primary.wzyx;
END
# 2 instructions, 1 R-regs
