!!VP1.1
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile vp20
# source file: tests/shaders/vertex/fog_infinite_constant.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile vp20
#program main
#semantic main.model_matrix
#semantic main.projection_matrix
#var float2 I.tex : $vin.TEXCOORD : TEXCOORD0 : 0 : 1
#var float3 I.pos : $vin.POSITION : ATTR0 : 0 : 1
#var float4 I.diffuse : $vin.DIFFUSE : ATTR3 : 0 : 1
#var float4x4 model_matrix :  : c[0], 4 : 1 : 1
#var float4x4 projection_matrix :  : c[4], 4 : 2 : 1
#var float4 main.pos : $vout.POSITION : HPOS : -1 : 1
#var float4 main.col : $vout.COLOR : COL0 : -1 : 1
#var float main.fog : $vout.FOG : FOGC : -1 : 1
#var float2 main.tex0 : $vout.TEXCOORD0 : TEX0 : -1 : 1
#var float4 main.extra : $vout.TEXCOORD1 : TEX1 : -1 : 1
#const c[8] = 2 0.5 0 1e+30
MUL   R0, v[0].y, c[1];
MAD   R0, v[0].x, c[0], R0;
MAD   R0, v[0].z, c[2], R0;
ADD   R0, R0, c[3];
MUL   R1, R0.y, c[5];
MAD   R1, R0.x, c[4], R1;
MAD   R1, R0.z, c[6], R1;
MAD   R0, R0.w, c[7], R1;
RCP   R1.x, R0.w;
MUL   o[HPOS].xyz, R0, R1.x;
RCP   R0.x, c[8].z;
MOV   o[HPOS].w, R0;
MOV   o[COL0], v[3];
MOV   o[TEX0].xy, v[8];
MOV   o[TEX1].zw, c[8].xyxy;
MOV   o[FOGC].x, R0;
MAD   o[TEX1].x, -R0, c[8].y, v[8];
MUL   o[TEX1].y, c[8].w, c[8].w;
END
# 18 instructions, 0 R-regs
