!!VP2.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile vp30
# source file: tests/header/375_semantic_qualified_vertex.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile vp30
#program main
#semantic main.k : C20
#semantic mvp : state.matrix.mvp
#semantic tint : C12
#var float4 p : $vin.POSITION : ATTR0 : 0 : 1
#var float4 n : $vin.NORMAL : ATTR2 : 1 : 1
#var float4 t : $vin.TEXCOORD2 : TEXCOORD2 : 2 : 1
#var float4 c : $vin.COLOR0 : ATTR3 : 3 : 1
#var float4 k : C20 : c[20] : 4 : 1
#var float4x4 mvp : state.matrix.mvp : c[0], 4 : -1 : 1
#var float4 tint : C12 : c[12] : -1 : 1
#var float4 main.pos : $vout.HPOS : HPOS : -1 : 1
#var float4 main.col : $vout.COLOR0 : COL0 : -1 : 1
#var float4 main.uv : $vout.TEXCOORD5 : TEX5 : -1 : 1
#var float main.fog : $vout.FOG : FOGC : -1 : 1
BB0:
MUL   R0, v[3], c[12];
ADD   o[COL0], R0, v[2];
MOV   o[TEX5], v[10];
DP4   o[HPOS].w, v[0], c[3];
DP4   o[HPOS].z, v[0], c[2];
DP4   o[HPOS].y, v[0], c[1];
DP4   o[HPOS].x, v[0], c[0];
MOV   o[FOGC].x, c[20];
END
# 8 instructions, 1 R-regs
