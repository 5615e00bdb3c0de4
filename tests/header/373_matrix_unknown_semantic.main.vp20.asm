!!VP1.1
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile vp20
# source file: tests/header/373_matrix_unknown_semantic.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile vp20
#program main
#semantic viewProjection
#semantic lightPosition
#var float4 v.position : $vin.POSITION : ATTR0 : 0 : 1
#var float3 v.normal : $vin.NORMAL : ATTR2 : 0 : 1
#var float3 v.tangent : $vin.TEXCOORD1 : TEXCOORD1 : 0 : 1
#var float2 v.uv : $vin.TEXCOORD0 : TEXCOORD0 : 0 : 1
#var float3x4 v.world : $vin.INSTANCE : ATTR3, 3 : 0 : 1
#var float2x4 v.unused : $vin.BLENDSHAPE : , 2 : 0 : 0
#var float2x4 tint : $vin.COL0 : ATTR6, 2 : 1 : 1
#var float2x4 spare : $vout.DEPTH : TEX1, 2 : 2 : 1
#var float4x4 viewProjection :  : c[0], 4 : -1 : 1
#var float3 lightPosition :  : c[4] : -1 : 1
#var float4 main.position : $vout.POSITION : HPOS : -1 : 1
#var float2 main.uv : $vout.TEXCOORD0 : TEX0 : -1 : 1
#var float3x3 main.tangentFrame : $vout.TANGENTFRAME : TEX5, 3 : -1 : 1
#var float3 main.toLight : $vout.TEXCOORD4 : TEX4 : -1 : 1
#const c[5] = 1
MOV   R0.xyz, v[9];
DP3   R1.z, v[5], R0;
DP3   R1.x, v[3], R0;
DP3   R1.y, v[4], R0;
MOV   R2.xyz, v[2];
DP3   R0.w, R1, R1;
RSQ   R0.w, R0.w;
MUL   R3.xyz, R0.w, R1;
DP3   R0.z, v[5], R2;
DP3   R0.x, v[3], R2;
DP3   R0.y, v[4], R2;
DP3   R1.w, R0, R0;
RSQ   R1.w, R1.w;
MUL   R2.xyz, R1.w, R0;
MOV   R0, v[0];
MUL   R1.xyz, R2.zxyw, R3.yzxw;
MAD   o[TEX6].xyz, R2.yzxw, R3.zxyw, -R1;
DP4   R2.w, v[4], R0;
DP4   R3.w, v[5], R0;
DP4   R1.x, v[3], R0;
MOV   R1.y, R2.w;
MOV   R1.w, c[5].x;
MOV   R1.z, R3.w;
DP4   R0.z, R1, c[2];
DP4   R0.x, R1, c[0];
DP4   R0.y, R1, c[1];
DP4   R0.w, R1, c[3];
MOV   o[TEX1], R0;
MOV   o[HPOS], R0;
MOV   R0.x, R1;
MOV   R1.zw, v[6].xyxy;
MUL   R1.xy, v[8], R1.zwzw;
MOV   R0.z, R3.w;
MOV   R0.y, R2.w;
MOV   o[TEX2].xyz, R2;
MOV   o[TEX5].xyz, R3;
MOV   o[TEX7].xyz, R2;
ADD   o[TEX4].xyz, -R0, c[4];
ADD   o[TEX0].xy, R1, v[7].zwzw;
MOV   o[TEX2].w, c[5].x;
END
# 40 instructions, 0 R-regs
