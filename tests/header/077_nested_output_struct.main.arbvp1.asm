!!ARBvp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbvp1
# source file: tests/header/077_nested_output_struct.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbvp1
#program main
#var float4 p : $vin.POSITION : POSITION : 0 : 1
#var float4 main.pos : $vout.POSITION : HPOS : -1 : 1
#var float4 main.in1.c : $vout.COLOR0 : COL0 : -1 : 1
#var float2 main.in1.t : $vout.TEXCOORD0 : TEX0 : -1 : 1
MOV result.position, vertex.position;
MOV result.color, vertex.position;
MOV result.texcoord[0].xy, vertex.position;
END
# 3 instructions, 0 R-regs
