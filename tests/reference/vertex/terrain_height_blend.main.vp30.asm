!!VP2.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile vp30
# source file: tests/shaders/vertex/terrain_height_blend.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile vp30
#program main
#semantic main.worldViewProj
#semantic main.world
#semantic main.regions
#semantic main.lowestHeight
#semantic main.lightPositions
#semantic main.lightAttenuations
#semantic main.lightColors
#semantic main.ambient
#semantic main.detailScale
#var float4 input.position : $vin.POSITION : ATTR0 : 0 : 1
#var float3 input.normal : $vin.NORMAL : ATTR2 : 0 : 1
#var float2 input.uv : $vin.TEXCOORD0 : TEXCOORD0 : 0 : 1
#var float4x4 worldViewProj :  : c[0], 4 : 1 : 1
#var float4x4 world :  : c[4], 4 : 2 : 1
#var float4 regions[0] :  : c[8] : 3 : 1
#var float4 regions[1] :  : c[9] : 3 : 1
#var float4 regions[2] :  : c[10] : 3 : 1
#var float4 regions[3] :  : c[11] : 3 : 1
#var float lowestHeight :  : c[12] : 4 : 1
#var float4 lightPositions[0] :  : c[13] : 5 : 1
#var float4 lightPositions[1] :  : c[14] : 5 : 1
#var float4 lightAttenuations[0] :  : c[15] : 6 : 1
#var float4 lightAttenuations[1] :  : c[16] : 6 : 1
#var float3 lightColors[0] :  : c[17] : 7 : 1
#var float3 lightColors[1] :  : c[18] : 7 : 1
#var float3 ambient :  : c[19] : 8 : 1
#var float2 detailScale :  : c[20] : 9 : 1
#var float4 main.position : $vout.POSITION : HPOS : -1 : 1
#var float3 main.color : $vout.COLOR0 : COL0 : -1 : 1
#var float4 main.uv : $vout.TEXCOORD0 : TEX0 : -1 : 1
#var float4 main.weights : $vout.TEXCOORD1 : TEX1 : -1 : 1
#const c[21] = 100 0 1 3
#const c[22] = 2
BB0:
DP4   R0.x, v[0], c[6];
ADD   R0.zw, -c[8].xyxz, c[8].xyyw;
MOV   R1.w, R0.x;
SLTC  CC.x, R0, c[12];
MOV   R1.w(NE.x), c[12].x;
MOV   R4.x, c[22];
SLTC  CC.x, c[21].y, R4;
ADD   R0.xy, -c[8].xzzw, R1.w;
RCP   R0.w, R0.w;
MUL   R0.y, R0, R0.w;
RCP   R0.z, R0.z;
MUL   R0.x, R0, R0.z;
MIN   R0.y, R0, c[21].z;
MAX   R0.y, R0, c[21];
MUL   R0.w, -R0.y, c[22].x;
MIN   R0.x, R0, c[21].z;
MAX   R0.x, R0, c[21].y;
MUL   R0.z, -R0.x, c[22].x;
ADD   R0.w, c[21], R0;
MUL   R0.y, R0, R0;
MAD   R0.y, -R0, R0.w, c[21].z;
ADD   R0.z, c[21].w, R0;
MUL   R0.x, R0, R0;
MUL   R0.x, R0, R0.z;
ADD   R0.zw, -c[9].xyxz, c[9].xyyw;
MUL   R1.x, R0, R0.y;
ADD   R0.xy, -c[9].xzzw, R1.w;
RCP   R0.w, R0.w;
MUL   R0.y, R0, R0.w;
RCP   R0.z, R0.z;
MUL   R0.x, R0, R0.z;
MIN   R0.y, R0, c[21].z;
MAX   R0.y, R0, c[21];
MUL   R0.w, -R0.y, c[22].x;
MIN   R0.x, R0, c[21].z;
MAX   R0.x, R0, c[21].y;
MUL   R0.z, -R0.x, c[22].x;
ADD   R0.w, c[21], R0;
MUL   R0.y, R0, R0;
MAD   R0.y, -R0, R0.w, c[21].z;
ADD   R0.z, c[21].w, R0;
MUL   R0.x, R0, R0;
MUL   R0.x, R0, R0.z;
MUL   R0.x, R0, R0.y;
ADD   R0.zw, -c[10].xyxz, c[10].xyyw;
MIN   R0.y, R1.x, c[21].x;
MIN   R0.x, R0, c[21];
MAX   R1.x, R0.y, c[21].y;
MAX   R1.y, R0.x, c[21];
ADD   R0.xy, -c[10].xzzw, R1.w;
RCP   R0.w, R0.w;
MUL   R0.y, R0, R0.w;
RCP   R0.z, R0.z;
MUL   R0.x, R0, R0.z;
MIN   R0.y, R0, c[21].z;
MAX   R0.y, R0, c[21];
MUL   R0.w, -R0.y, c[22].x;
MIN   R0.x, R0, c[21].z;
MAX   R0.x, R0, c[21].y;
MUL   R0.z, -R0.x, c[22].x;
ADD   R2.x, R1.y, R1;
ADD   R0.w, c[21], R0;
MUL   R0.y, R0, R0;
MAD   R0.y, -R0, R0.w, c[21].z;
ADD   R0.z, c[21].w, R0;
MUL   R0.x, R0, R0;
MUL   R0.x, R0, R0.z;
ADD   R0.zw, -c[11].xyxz, c[11].xyyw;
MUL   R0.x, R0, R0.y;
MIN   R0.x, R0, c[21];
MAX   R1.z, R0.x, c[21].y;
ADD   R2.x, R1.z, R2;
ADD   R0.xy, -c[11].xzzw, R1.w;
RCP   R0.w, R0.w;
MUL   R0.y, R0, R0.w;
RCP   R0.z, R0.z;
MUL   R0.x, R0, R0.z;
MIN   R0.y, R0, c[21].z;
MAX   R0.y, R0, c[21];
MUL   R0.w, -R0.y, c[22].x;
MIN   R0.x, R0, c[21].z;
MAX   R0.x, R0, c[21].y;
MUL   R0.z, -R0.x, c[22].x;
ADD   R0.w, c[21], R0;
MUL   R0.y, R0, R0;
MAD   R0.y, -R0, R0.w, c[21].z;
ADD   R0.z, c[21].w, R0;
MUL   R0.x, R0, R0;
MUL   R0.x, R0, R0.z;
MUL   R0.x, R0, R0.y;
MIN   R0.x, R0, c[21];
MAX   R0.y, R0.x, c[21];
ADD   R0.x, R0.y, R2;
MOV   R1.w, R0.y;
RCP   R0.x, R0.x;
MUL   R2, R1, R0.x;
MOV   R3.xyz, c[19];
MOV   R1.xy, v[8];
MUL   R1.zw, v[8].xyxy, c[20].xyxy;
DP4   R0.w, v[0], c[3];
DP4   R0.z, v[0], c[2];
DP4   R0.y, v[0], c[1];
DP4   R0.x, v[0], c[0];
MOV   R3.w, c[21].y;
BRA   BB2 (EQ.x);
BB1:
ARL   A0.x, R3.w;
MAD   R4.xyz, -v[0], c[A0.x + 13].w, c[A0.x + 13];
DP3   R4.w, R4, R4;
RSQ   R4.w, R4.w;
MUL   R4.xyz, R4.w, R4;
DP3   R4.x, R4, v[2];
RCP   R4.y, R4.w;
MIN   R4.x, R4, c[21].z;
ADD   R3.w, c[21].z, R3;
SLTC  CC.x, R3.w, c[22];
MAD   R4.w, c[A0.x + 15].z, R4.y, c[A0.x + 15].y;
MUL   R4.z, c[A0.x + 15].w, R4.y;
MAD   R4.y, R4.z, R4, R4.w;
RCP   R4.w, R4.y;
MAX   R4.x, R4, c[21].y;
MUL   R4.xyz, R4.x, c[A0.x + 17];
MAD   R3.xyz, R4, R4.w, R3;
BRA   BB1 (NE.x);
BB2:
MOV   o[HPOS], R0;
MOV   o[TEX0], R1;
MOV   o[TEX1], R2;
MOV   o[COL0].xyz, R3;
END
# 127 instructions, 5 R-regs
