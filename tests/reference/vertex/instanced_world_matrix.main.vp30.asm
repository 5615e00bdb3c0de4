!!VP2.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile vp30
# source file: tests/shaders/vertex/instanced_world_matrix.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile vp30
#program main
#semantic main.viewProj
#semantic main.lightDir
#var float4 position : $vin.POSITION : ATTR0 : 0 : 1
#var float3 normal : $vin.NORMAL : ATTR2 : 1 : 1
#var float2 uv : $vin.TEXCOORD0 : TEXCOORD0 : 2 : 1
#var float4 tint : $vin.COLOR0 : ATTR3 : 3 : 1
#var float4x4 world : $vin.TEXCOORD4 : TEXCOORD4, 4 : 4 : 1
#var float4x4 viewProj :  : c[0], 4 : 5 : 1
#var float3 lightDir :  : c[4] : 6 : 1
#var float4 main.hpos : $vout.POSITION : HPOS : -1 : 1
#var float4 main.color : $vout.COLOR0 : COL0 : -1 : 1
#var float3 main.normal : $vout.TEXCOORD0 : TEX0 : -1 : 1
#var float2 main.uv : $vout.TEXCOORD1 : TEX1 : -1 : 1
#const c[5] = 1 0
BB0:
MOV   R1.xyz, v[2];
DP3   R0.z, v[14], R1;
DP3   R0.x, v[12], R1;
DP3   R0.y, v[13], R1;
DP3   R0.w, R0, R0;
RSQ   R0.w, R0.w;
MUL   R2.xyz, R0.w, R0;
MOV   R1, v[0];
DP4   R0.w, v[15], R1;
DP4   R0.z, R1, v[14];
DP4   R0.x, R1, v[12];
DP4   R0.y, R1, v[13];
DP3   R1.x, R2, -c[4];
MIN   R1.x, R1, c[5];
MAX   R1.x, R1, c[5].y;
DP4   o[HPOS].w, R0, c[3];
DP4   o[HPOS].z, R0, c[2];
DP4   o[HPOS].y, R0, c[1];
DP4   o[HPOS].x, R0, c[0];
MUL   o[COL0], v[3], R1.x;
MOV   o[TEX0].xyz, R2;
MOV   o[TEX1].xy, v[8];
END
# 22 instructions, 3 R-regs
