!!ARBvp1.0
OPTION ARB_position_invariant;
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -posinv -profile arbvp1
# source file: tests/header/212_posinv_flag.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbvp1
#program main
#semantic main.wvp
#semantic main.k
#var float4 pos : $vin.POSITION : POSITION : 0 : 1
#var float2 uv : $vin.TEXCOORD0 : TEXCOORD0 : 1 : 1
#var float4x4 wvp :  : c[1], 4 : 2 : 1
#var float4 k :  : c[5] : 3 : 1
#var float4 opos : $vout.POSITION : HPOS : 4 : 0
#var float2 ouv : $vout.TEXCOORD0 : TEX0 : 5 : 1
#var float4 ocol : $vout.COLOR : COL0 : 6 : 1
PARAM c[6] = { program.local[0..5] };
TEMP R0;
DP4 R0.w, vertex.position, c[4];
DP4 R0.z, vertex.position, c[3];
DP4 R0.x, vertex.position, c[1];
DP4 R0.y, vertex.position, c[2];
MUL result.color, R0, c[5];
MUL result.texcoord[0].xy, vertex.texcoord[0], c[5];
END
# 6 instructions, 1 R-regs
