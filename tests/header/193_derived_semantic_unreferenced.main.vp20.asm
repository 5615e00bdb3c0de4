!!VP1.1
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile vp20
# source file: tests/header/193_derived_semantic_unreferenced.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile vp20
#program main
#var float4 ORIG.a :  :  : 0 : 0
#var float4 ORIG.b : $vin.TEXCOORD5 :  : 0 : 0
#var float2 ORIG.c : $vin.TEXCOORD3 : TEXCOORD3 : 0 : 1
#var float3 ORIG.d :  :  : 0 : 0
#var float4 tc[0] :  :  : 1 : 0
#var float4 tc[1] : $vin.TEXCOORD7 : TEXCOORD7 : 1 : 1
#var float4 tc[2] :  :  : 1 : 0
#var float2 hc[0] :  :  : 2 : 0
#var float2 hc[1] : $vin.ATTR4 : ATTR4 : 2 : 1
#var float4 O.a : $vout.TEX1 : TEX1 : 3 : 1
#var float4 O.b : $vout.TEXCOORD5 :  : 3 : 0
#var float2 O.c :  :  : 3 : 0
#var float3 O.d : $vout.TEX3 : TEX3 : 3 : 1
#var float4 ot[0] :  :  : 4 : 0
#var float4 ot[1] : $vout.TEX7 : TEX7 : 4 : 1
#var float4 main.pos : $vout.POSITION : HPOS : -1 : 1
#var float4 main.e :  :  : -1 : 0
#var float2 main.f : $vout.COL1 : COL1 : -1 : 1
#const c[0] = 1 2
MOV   R0, v[15];
MOV   o[TEX1], v[15];
MOV   o[TEX7], c[0].y;
ADD   o[HPOS], v[11].xyxy, R0;
MOV   o[TEX3].xyz, c[0].x;
MOV   o[COL1].xy, v[4];
END
# 6 instructions, 0 R-regs
