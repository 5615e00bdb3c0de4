!!VP2.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile vp30
# source file: tests/shaders/vertex/pack_matrix_column_major.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile vp30
#program main
#semantic main.B
#semantic main.C
#semantic main.D
#semantic main.t
#semantic main.s
#semantic main.R
#semantic A
#semantic G
#var float4 position : $vin.POSITION : ATTR0 : 0 : 1
#var float4x3 B :  : c[0], 4 : 1 : 1
#var float3x4 C :  : c[4], 3 : 2 : 1
#var float2x2 D[0] :  : c[7], 2 : 3 : 1
#var float2x2 D[1] :  : c[9], 2 : 3 : 1
#var float3x2 t.m :  : c[11], 3 : 4 : 1
#var float t.k :  : c[24] : 4 : 1
#var float2x3 s.m :  : c[14], 2 : 5 : 1
#var float4 o1 : $vout.TEXCOORD0 : TEX0 : 6 : 1
#var float4 o2 : $vout.TEXCOORD1 : TEX1 : 7 : 1
#var float2x3 R :  : c[16], 2 : 8 : 1
#var float3x4 A :  : c[18], 3 : -1 : 1
#var float3x2 G :  : c[21], 3 : -1 : 1
#var float4 main : $vout.POSITION : HPOS : -1 : 1
#const c[25] = 1 0
BB0:
MUL   R0.xyz, v[0].y, c[1];
MAD   R0.xyz, v[0].x, c[0], R0;
MAD   R0.xyz, v[0].z, c[2], R0;
MAD   R0.xyz, v[0].w, c[3], R0;
MUL   R2.xy, v[0].z, c[22];
DP4   R1.x, v[0], c[18];
DP4   R1.y, v[0], c[19];
DP4   R1.z, v[0], c[20];
MOV   R0.w, c[25].y;
MOV   R1.w, c[25].x;
ADD   o[TEX0], R1, R0;
MAD   R1.xy, v[0].y, c[21], R2;
MAD   R2.xy, v[0].w, c[23], R1;
MUL   R0, v[0].y, c[5];
MOV   R1.y, c[8].x;
MOV   R1.x, c[7];
ADD   R1.xy, v[0], R1;
MUL   R1.xy, v[0].zwzw, R1;
MOV   R1.w, c[8].y;
MOV   R1.z, c[7].y;
MUL   R1.zw, v[0], R1;
ADD   R1.w, R1.z, R1;
ADD   R1.z, R1.x, R1.y;
DP3   R1.x, v[0], c[14];
DP3   R1.y, v[0], c[15];
ADD   R1.xy, R1.zwzw, R1;
ADD   R1.zw, R1.xyxy, R2.xyxy;
DP3   R1.y, v[0].xzww, c[17];
DP3   R1.x, v[0].xzww, c[16];
ADD   R2.xy, R1, R1.zwzw;
MAD   R1, v[0].x, c[4], R0;
MUL   R0.xy, v[0].y, c[12];
MAD   R0.zw, v[0].x, c[11].xyxy, R0.xyxy;
MUL   R0.xy, v[0].y, c[10];
MAD   R0.zw, v[0].z, c[13].xyxy, R0;
MAD   R1, v[0].z, c[6], R1;
MAD   R0.xy, v[0].x, c[9], R0;
MUL   R0.zw, R0, c[24].x;
ADD   R0, R0, R1;
ADD   o[TEX1].xy, R0, R2;
MOV   o[TEX1].zw, R0;
MOV   o[HPOS], v[0];
END
# 42 instructions, 3 R-regs
