!!VP1.1
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile vp20
# source file: tests/shaders/vertex/vertex_ao_bent_normal.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile vp20
#program main
#semantic main.mvp
#semantic main.normalToWorld
#semantic main.skyColor
#semantic main.groundColor
#semantic main.sunDir
#semantic main.sunColor
#var float4 pos : $vin.POSITION : ATTR0 : 0 : 1
#var float3 N : $vin.NORMAL : ATTR2 : 1 : 1
#var float4 aoBent : $vin.TEXCOORD1 : TEXCOORD1 : 2 : 1
#var float4 hpos : $vout.POSITION : HPOS : 3 : 1
#var float4 color : $vout.COLOR0 : COL0 : 4 : 1
#var float4x4 mvp :  : c[0], 4 : 5 : 1
#var float3x3 normalToWorld :  : c[4], 3 : 6 : 1
#var float3 skyColor :  : c[7] : 7 : 1
#var float3 groundColor :  : c[8] : 8 : 1
#var float3 sunDir :  : c[9] : 9 : 1
#var float3 sunColor :  : c[10] : 10 : 1
#const c[11] = 2 1 0.5 0
MAD   R2.xyz, v[9], c[11].x, -c[11].y;
DP3   R0.w, R2, c[5];
MOV   R0.y, R0.w;
DP3   R1.z, v[2], c[6];
DP3   R1.x, v[2], c[4];
DP3   R1.y, v[2], c[5];
DP3   R1.w, R1, R1;
DP3   R0.z, R2, c[6];
DP3   R0.x, R2, c[4];
DP3   R0.x, R0, R0;
RSQ   R0.y, R1.w;
MUL   R1.xyz, R0.y, R1;
DP3   R0.y, R1, c[9];
MIN   R1.x, R0.y, c[11].y;
RSQ   R0.x, R0.x;
MUL   R0.x, R0, R0.w;
MAD   R0.w, R0.x, c[11].z, c[11].z;
MOV   R0.xyz, c[8];
MAX   R1.x, R1, c[11].w;
ADD   R0.xyz, -R0, c[7];
MUL   R1.xyz, R1.x, c[10];
MAD   R0.xyz, R0.w, R0, c[8];
MAD   o[COL0].xyz, R0, v[9].w, R1;
DP4   o[HPOS].w, v[0], c[3];
DP4   o[HPOS].z, v[0], c[2];
DP4   o[HPOS].y, v[0], c[1];
DP4   o[HPOS].x, v[0], c[0];
MOV   o[COL0].w, c[11].y;
END
# 28 instructions, 0 R-regs
