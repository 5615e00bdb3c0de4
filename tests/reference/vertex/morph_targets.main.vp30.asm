!!VP2.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile vp30
# source file: tests/shaders/vertex/morph_targets.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile vp30
#program main
#semantic main.morphWeights
#semantic main.mvp
#semantic main.lightDir
#var float4 v.pos : $vin.POSITION : ATTR0 : 0 : 1
#var float3 v.nrm : $vin.NORMAL : ATTR2 : 0 : 1
#var float3 v.d0 : $vin.TEXCOORD1 : TEXCOORD1 : 0 : 1
#var float3 v.d1 : $vin.TEXCOORD2 : TEXCOORD2 : 0 : 1
#var float3 v.d2 : $vin.TEXCOORD3 : TEXCOORD3 : 0 : 1
#var float3 v.n0 : $vin.TEXCOORD4 : TEXCOORD4 : 0 : 1
#var float3 v.n1 : $vin.TEXCOORD5 : TEXCOORD5 : 0 : 1
#var float3 v.n2 : $vin.TEXCOORD6 : TEXCOORD6 : 0 : 1
#var float4 hpos : $vout.POSITION : HPOS : 1 : 1
#var float4 col : $vout.COLOR0 : COL0 : 2 : 1
#var float3 morphWeights :  : c[4] : 3 : 1
#var float4x4 mvp :  : c[0], 4 : 4 : 1
#var float3 lightDir :  : c[5] : 5 : 1
#const c[6] = 0 1
BB0:
MUL   R0.xyz, v[13], c[4].y;
MAD   R0.xyz, v[12], c[4].x, R0;
MAD   R0.xyz, v[14], c[4].z, R0;
ADD   R1.xyz, v[2], R0;
DP3   R1.w, R1, R1;
MUL   R0.xyz, v[10], c[4].y;
MAD   R0.xyz, v[9], c[4].x, R0;
RSQ   R1.w, R1.w;
MUL   R1.xyz, R1.w, R1;
DP3   R1.x, R1, c[5];
MIN   R1.x, R1, c[6].y;
MOV   R0.w, c[6].x;
MAD   R0.xyz, v[11], c[4].z, R0;
ADD   R0, v[0], R0;
DP4   o[HPOS].w, R0, c[3];
DP4   o[HPOS].z, R0, c[2];
DP4   o[HPOS].y, R0, c[1];
DP4   o[HPOS].x, R0, c[0];
MAX   o[COL0].xyz, R1.x, c[6].x;
MOV   o[COL0].w, c[6].y;
END
# 20 instructions, 2 R-regs
