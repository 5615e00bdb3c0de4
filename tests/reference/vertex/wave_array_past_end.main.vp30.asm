!!VP2.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile vp30
# source file: tests/shaders/vertex/wave_array_past_end.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile vp30
#program main
#semantic main.mat_modelproj
#semantic main.k_waveInfo
#semantic main.k_time
#var float4 vtx_position : $vin.POSITION : ATTR0 : 0 : 1
#var float2 vtx_texcoord0 : $vin.TEXCOORD0 : TEXCOORD0 : 1 : 1
#var float4x4 mat_modelproj :  : c[0], 4 : 2 : 1
#var float4 k_waveInfo :  : c[4] : 3 : 1
#var float4 k_time :  : c[5] : 4 : 1
#var float4 l_position : $vout.POSITION : HPOS : 5 : 1
#var float3 l_normal : $vout.TEXCOORD1 : TEX1 : 6 : 1
#var float2 l_texcoord0 : $vout.TEXCOORD0 : TEX0 : 7 : 1
#const c[6] = 0 1 -1 0.5
BB0:
ADD   R0.zw, -c[6].xyzx, v[0].xyxy;
MUL   R0.zw, R0, v[0].xyxy;
MOV   R0.x, c[6].w;
ADD   R0.y, R0.z, R0.w;
MUL   R0.x, R0, c[5];
MAD   R0.x, R0.y, c[4], R0;
SIN   R0.y, R0.x;
MAD   R1.z, R0.y, c[4].y, v[0];
MOV   R1.xyw, v[0];
COS   R0.w, R0.x;
MUL   R0.x, c[4], c[4].y;
MUL   R0.x, R0, R0.w;
MOV   R0.yz, c[6].xxyw;
DP3   R0.w, R0, R0;
RSQ   R0.w, R0.w;
DP4   o[HPOS].w, R1, c[3];
DP4   o[HPOS].z, R1, c[2];
DP4   o[HPOS].y, R1, c[1];
DP4   o[HPOS].x, R1, c[0];
MUL   o[TEX1].xyz, R0.w, R0;
MOV   o[TEX0].xy, v[8];
END
# 21 instructions, 2 R-regs
