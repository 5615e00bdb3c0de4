!!VP1.1
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile vp20
# source file: tests/header/213_effect_keywords_any_case.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile vp20
#program main
#semantic main.If
#semantic WorldViewProj : WORLDVIEWPROJECTION
#var float4 Pos : $vin.POSITION : ATTR0 : 0 : 1
#var float3 Nrm : $vin.NORMAL : ATTR2 : 1 : 1
#var float If :  : c[4] : 2 : 1
#var float4x4 WorldViewProj : WORLDVIEWPROJECTION : c[0], 4 : -1 : 1
#var float4 main.Pos : $vout.POSITION : HPOS : -1 : 1
#var float3 main.Nrm : $vout.TEXCOORD0 : TEX0 : -1 : 1
MUL   o[TEX0].xyz, v[2], c[4].x;
DP4   o[HPOS].w, v[0], c[3];
DP4   o[HPOS].z, v[0], c[2];
DP4   o[HPOS].y, v[0], c[1];
DP4   o[HPOS].x, v[0], c[0];
END
# 5 instructions, 0 R-regs
