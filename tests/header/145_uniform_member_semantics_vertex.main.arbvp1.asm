!!ARBvp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbvp1
# source file: tests/header/145_uniform_member_semantics_vertex.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbvp1
#program main
#semantic main.weights : TEXCOORD1
#semantic main.light
#semantic main.tint : TEXCOORD5
#var float4 p : $vin.POSITION : POSITION : 0 : 1
#var float4 weights[0] :  :  : 1 : 0
#var float4 weights[1] :  : c[1] : 1 : 1
#var float4 light.color : COLOR0 : c[2] : 2 : 1
#var float4 light.position :  : c[3] : 2 : 1
#var float4 tint : TEXCOORD5 : c[4] : 3 : 1
#var float4 main : $vout.POSITION : HPOS : -1 : 1
PARAM c[5] = { program.local[0..4] };
TEMP R0;
MUL R0, vertex.position, c[1];
ADD R0, R0, c[2];
ADD R0, R0, c[3];
ADD result.position, R0, c[4];
END
# 4 instructions, 1 R-regs
