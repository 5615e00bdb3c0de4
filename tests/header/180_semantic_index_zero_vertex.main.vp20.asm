!!VP1.1
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile vp20
# source file: tests/header/180_semantic_index_zero_vertex.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile vp20
#program main
#var float4 p : $vin.POSITION0 : ATTR0 : 0 : 1
#var float3 n : $vin.NORMAL0 : ATTR2 : 1 : 1
#var float4 t : $vin.TANGENT0 : ATTR14 : 2 : 1
#var float3 b : $vin.BINORMAL00 : ATTR15 : 3 : 1
#var float4 w : $vin.PSIZE0 : ATTR6 : 4 : 1
#var float4 i : $vin.BLENDINDICES0 : ATTR7 : 5 : 1
#var float4 d : $vin.DIFFUSE0 : ATTR3 : 6 : 1
#var float4 s : $vin.SPECULAR0 : ATTR4 : 7 : 1
#var float4 uv : $vin.TEXCOORD00 : TEXCOORD0 : 8 : 1
#var float4 a : $vin.ATTR013 : ATTR13 : 9 : 1
#var float4 main.hpos : $vout.POSITION0 : HPOS : -1 : 1
#var float4 main.col : $vout.COL00 : COL0 : -1 : 1
#var float4 main.tex : $vout.TEX : TEX0 : -1 : 1
#var float2 main.uv7 : $vout.TEXCOORD07 : TEX7 : -1 : 1
#var float main.fog : $vout.FOG0 : FOGC : -1 : 1
#var float main.size : $vout.PSIZE00 : PSIZ : -1 : 1
#const c[0] = 1
MOV   R0, v[7];
MUL   R0, v[6].x, R0;
ADD   o[HPOS], R0, v[0];
MOV   R1.x, v[2];
MUL   R1, v[4], R1.x;
ADD   o[COL0], R1, v[3];
MOV   R1.xy, v[13].zwzw;
MOV   R0.xyz, v[15];
MOV   R0.w, c[0].x;
ADD   o[TEX0], v[14], R0;
ADD   o[TEX7].xy, v[8], R1;
MOV   o[FOGC].x, v[2].y;
MOV   o[PSIZ].x, v[2].z;
END
# 13 instructions, 0 R-regs
