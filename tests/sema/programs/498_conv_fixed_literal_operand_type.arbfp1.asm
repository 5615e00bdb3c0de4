!!ARBfp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -quiet -profile arbfp1
# source file: tests/sema/cases/498_conv_fixed_literal_operand_type.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbfp1
#program main
#var float4 t : $vin.TEXCOORD0 :  : 0 : 0
#var float4 main : $vout.COLOR : COL : -1 : 1
#const c[0] = 21121 23121 12112
PARAM c[1] = { { 21121, 23121, 12112 } };
MOV result.color, c[0].xyxz;
END
# 1 instructions, 0 R-regs
