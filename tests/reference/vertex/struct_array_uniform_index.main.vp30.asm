!!VP2.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile vp30
# source file: tests/shaders/vertex/struct_array_uniform_index.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile vp30
#program main
#semantic main.mvp
#semantic mats
#semantic which
#var float4 p : $vin.POSITION : ATTR0 : 0 : 1
#var float3 n : $vin.NORMAL : ATTR2 : 1 : 1
#var float4x4 mvp :  : c[0], 4 : 2 : 1
#var float4 hpos : $vout.POSITION : HPOS : 3 : 1
#var float4 c : $vout.COLOR0 : COL0 : 4 : 1
#var float4 t : $vout.TEXCOORD0 : TEX0 : 5 : 1
#var float4 mats[0].diffuse :  : c[4] : -1 : 1
#var float4 mats[0].emissive :  : c[5] : -1 : 1
#var float mats[0].gloss :  : c[6] : -1 : 1
#var float4 mats[1].diffuse :  : c[7] : -1 : 1
#var float4 mats[1].emissive :  : c[8] : -1 : 1
#var float mats[1].gloss :  : c[9] : -1 : 1
#var float4 mats[2].diffuse :  : c[10] : -1 : 1
#var float4 mats[2].emissive :  : c[11] : -1 : 1
#var float mats[2].gloss :  : c[12] : -1 : 1
#var float4 mats[3].diffuse :  : c[13] : -1 : 1
#var float4 mats[3].emissive :  : c[14] : -1 : 1
#var float mats[3].gloss :  : c[15] : -1 : 1
#var int which :  : c[16] : -1 : 1
#const c[17] = 1 0 3
BB0:
MOV   R0.x, c[17].z;
MIN   R0.x, R0, c[16];
MAX   R0.y, R0.x, c[17];
FLR   R0.z, |R0.y|;
MOVC  CC.x, R0.y;
MOV   R0.x, R0.z;
MOV   R0.x(LT), -R0.z;
MUL   R0.z, -R0.x, c[17];
ARL   A0.y, R0.z;
MOV   o[TEX0].z, R0.x;
FLR   R0.y, R0;
MUL   R0.y, R0, c[17].z;
ARL   A0.x, R0.y;
MIN   R0.x, v[2].z, c[17];
MAX   R0.x, R0, c[17].y;
MUL   R0, c[A0.x + 4], R0.x;
ADD   o[COL0], R0, c[A0.x + 5];
DP4   o[HPOS].w, v[0], c[3];
DP4   o[HPOS].z, v[0], c[2];
DP4   o[HPOS].y, v[0], c[1];
DP4   o[HPOS].x, v[0], c[0];
MOV   o[TEX0].x, c[A0.x + 6];
MOV   o[TEX0].y, c[A0.y + 15].x;
MOV   o[TEX0].w, c[17].x;
END
# 24 instructions, 1 R-regs
