!!ARBvp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbvp1
# source file: tests/header/019_out_params.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbvp1
#program main
#semantic main.k
#var float4 p : $vin.POSITION : POSITION : 0 : 1
#var float4 c : $vin.COLOR0 : COLOR0 : 1 : 1
#var float4 opos : $vout.POSITION : HPOS : 2 : 1
#var float4 ocol : $vout.COLOR0 : COL0 : 3 : 1
#var float2 otc : $vout.TEXCOORD1 : TEX1 : 4 : 1
#var float4 k :  : c[1] : 5 : 1
PARAM c[2] = { program.local[0..1] };
MOV result.position, vertex.position;
MUL result.color, vertex.color, c[1];
MOV result.texcoord[1].xy, vertex.position;
END
# 3 instructions, 0 R-regs
