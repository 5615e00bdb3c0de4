!!VP2.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile vp30
# source file: tests/header/142_unwritten_semantics_vertex.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile vp30
#program vmain
#var float4 p : $vin.POSITION : ATTR0 : 0 : 1
#var float2 uv : $vin.TEXCOORD0 :  : 1 : 0
#var float4 a : $vin.ATTR1 : ATTR1 : 2 : 1
#var float4 b : $vin.ATTR1 :  : 3 : 0
#var float4 c : $vin.ATTR2 : ATTR2 : 4 : 1
#var float4 vmain.p : $vout.POSITION : HPOS : -1 : 1
#var float2 vmain.uv : $vout.TEXCOORD0 :  : -1 : 0
#var float2 vmain.pos : $vout.TEX0 : TEX0 : -1 : 1
#var float3 vmain.extra : $vout.TEX1 : TEX1 : -1 : 1
BB0:
MOV   R0.xy, v[1];
MOV   o[HPOS], v[0];
MOV   o[TEX1].xyz, v[2];
ADD   o[TEX0].xy, v[0], R0;
END
# 4 instructions, 1 R-regs
