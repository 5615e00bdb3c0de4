!!ARBfp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbfp1
# source file: tests/header/144_uniform_member_semantics.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbfp1
#program main
#semantic main.weights : TEXCOORD1
#semantic main.light
#semantic main.tint : TEXCOORD5
#var float4 weights[0] :  :  : 0 : 0
#var float4 weights[1] :  : c[0] : 0 : 1
#var float4 light.color : COLOR0 : c[1] : 1 : 1
#var float4 light.position :  : c[2] : 1 : 1
#var float4 tint : TEXCOORD5 : c[3] : 2 : 1
#var float4 main : $vout.COLOR : COL : -1 : 1
PARAM c[4] = { program.local[0..3] };
TEMP R0;
MOV R0, c[1];
ADD R0, R0, c[0];
ADD R0, R0, c[2];
ADD result.color, R0, c[3];
END
# 4 instructions, 1 R-regs
