!!ARBvp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbvp1
# source file: tests/header/213_effect_keywords_any_case.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbvp1
#program main
#semantic main.If
#semantic WorldViewProj : WORLDVIEWPROJECTION
#var float4 Pos : $vin.POSITION : POSITION : 0 : 1
#var float3 Nrm : $vin.NORMAL : NORMAL : 1 : 1
#var float If :  : c[5] : 2 : 1
#var float4x4 WorldViewProj : WORLDVIEWPROJECTION : c[1], 4 : -1 : 1
#var float4 main.Pos : $vout.POSITION : HPOS : -1 : 1
#var float3 main.Nrm : $vout.TEXCOORD0 : TEX0 : -1 : 1
PARAM c[6] = { program.local[0..5] };
MUL result.texcoord[0].xyz, vertex.normal, c[5].x;
DP4 result.position.w, vertex.position, c[4];
DP4 result.position.z, vertex.position, c[3];
DP4 result.position.y, vertex.position, c[2];
DP4 result.position.x, vertex.position, c[1];
END
# 5 instructions, 0 R-regs
