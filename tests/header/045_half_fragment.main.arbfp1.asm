!!ARBfp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbfp1
# source file: tests/header/045_half_fragment.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbfp1
#program main
#semantic h
#semantic x
#var float4 c : $vin.COLOR0 : COL0 : 0 : 1
#var half4 h :  : c[0] : -1 : 1
#var fixed4 x :  : c[1] : -1 : 1
#var float4 main : $vout.COLOR : COL : -1 : 1
PARAM c[2] = { program.local[0..1] };
TEMP R0;
MOV R0, c[1];
MAD result.color, fragment.color.primary, c[0], R0;
END
# 2 instructions, 1 R-regs
