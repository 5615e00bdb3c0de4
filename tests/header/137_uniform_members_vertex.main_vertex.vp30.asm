!!VP2.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile vp30
# source file: tests/header/137_uniform_members_vertex.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile vp30
#program main_vertex
#semantic main_vertex.PASS1
#semantic main_vertex.O
#semantic main_vertex.IO
#semantic main_vertex.OX
#var float4 position : $vin.POSITION : ATTR0 : 0 : 1
#var float2 tc : $vin.TEXCOORD0 : TEXCOORD0 : 1 : 1
#var float2 PASS1.texture_size :  : c[4] : 2 : 1
#var float4x4 PASS1.transform :  : c[0], 4 : 2 : 1
#var sampler2D PASS1.texture : TEXUNIT2 :  : 2 : 0
#var float4 PASS1.tint : $vin.COLOR0 : ATTR3 : 2 : 1
#var float4 O.offset : $vin.TEXCOORD3 : TEXCOORD3 : 3 : 1
#var float4 O.n.scale :  : c[5] : 3 : 1
#var float4 IO.v : $vin.TEXCOORD4 : TEXCOORD4 : 4 : 1
#var float4 IO.k :  : c[6] : 4 : 1
#var float4 IO.unused :  :  : 4 : 0
#var float4 OX.v : $vout.TEXCOORD5 : TEX5 : 5 : 1
#var float4 OX.k :  :  : 5 : 0
#var float4x4 OX.m :  : , 4 : 5 : 0
#var float4 oPos : $vout.POSITION : HPOS : 6 : 1
#var float2 oTc : $vout.TEXCOORD0 : TEX0 : 7 : 1
#var float4 t1 : $vout.TEXCOORD1 : TEX1 : 8 : 1
#var float4 oColor : $vout.COLOR0 : COL0 : 9 : 1
#const c[7] = 2
BB0:
MOV   R0.zw, c[4].xyxy;
RCP   R0.x, c[4].x;
RCP   R0.y, c[4].y;
MAD   R0, R0, c[5], v[11];
MUL   o[TEX4], v[12], c[7].x;
ADD   o[TEX1], c[6], R0;
MOV   o[COL0], v[3];
MOV   o[TEX5], v[0];
MOV   o[TEX0].xy, v[8];
DP4   o[HPOS].w, v[0], c[3];
DP4   o[HPOS].z, v[0], c[2];
DP4   o[HPOS].y, v[0], c[1];
DP4   o[HPOS].x, v[0], c[0];
END
# 13 instructions, 1 R-regs
