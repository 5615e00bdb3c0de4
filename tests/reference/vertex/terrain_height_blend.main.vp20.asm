!!VP1.1
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile vp20
# source file: tests/shaders/vertex/terrain_height_blend.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile vp20
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
#const c[21] = 1 0 2 3
#const c[22] = 100
ADD   R1.zw, c[9].xyyw, -c[9].xyxz;
DP4   R0.x, v[0], c[6];
SLT   R0.y, R0.x, c[12].x;
MAX   R0.y, -R0, R0;
SLT   R0.y, c[21], R0;
ADD   R0.z, -R0.y, c[21].x;
MUL   R0.x, R0, R0.z;
MAD   R1.x, R0.y, c[12], R0;
RCP   R0.w, R1.w;
RCP   R0.z, R1.z;
ADD   R0.xy, R1.x, -c[9].xzzw;
MUL   R0.x, R0, R0.z;
MUL   R0.y, R0, R0.w;
MIN   R0.y, R0, c[21].x;
MAX   R0.z, R0.y, c[21].y;
MIN   R0.x, R0, c[21];
MAX   R0.x, R0, c[21].y;
MAD   R0.y, -R0.x, c[21].z, c[21].w;
MUL   R0.x, R0, R0;
MUL   R0.x, R0, R0.y;
ADD   R1.zw, c[10].xyyw, -c[10].xyxz;
MAD   R0.w, -R0.z, c[21].z, c[21];
MUL   R0.y, R0.z, R0.z;
MAD   R0.y, -R0, R0.w, c[21].x;
ADD   R0.zw, c[8].xyyw, -c[8].xyxz;
MUL   R0.x, R0, R0.y;
RCP   R1.y, R0.w;
RCP   R0.y, R0.z;
ADD   R0.zw, R1.x, -c[8].xyxz;
MUL   R0.w, R0, R1.y;
MUL   R0.y, R0.z, R0;
MIN   R0.z, R0.w, c[21].x;
MAX   R0.z, R0, c[21].y;
MAD   R0.w, -R0.z, c[21].z, c[21];
MUL   R0.z, R0, R0;
MIN   R0.y, R0, c[21].x;
MAD   R0.w, -R0.z, R0, c[21].x;
MAX   R0.y, R0, c[21];
MAD   R0.z, -R0.y, c[21], c[21].w;
MUL   R0.y, R0, R0;
MUL   R0.y, R0, R0.z;
MUL   R0.y, R0, R0.w;
MIN   R0.z, R0.y, c[22].x;
MIN   R0.x, R0, c[22];
MAX   R0.y, R0.x, c[21];
MAX   R0.x, R0.z, c[21].y;
ADD   R0.z, R0.y, R0.x;
RCP   R1.y, R1.w;
RCP   R0.w, R1.z;
ADD   R1.zw, R1.x, -c[10].xyxz;
MUL   R0.w, R1.z, R0;
MUL   R1.y, R1.w, R1;
MIN   R1.y, R1, c[21].x;
MAX   R1.z, R1.y, c[21].y;
MIN   R0.w, R0, c[21].x;
MAX   R0.w, R0, c[21].y;
MAD   R1.y, -R0.w, c[21].z, c[21].w;
MUL   R0.w, R0, R0;
MUL   R0.w, R0, R1.y;
MAD   R1.w, -R1.z, c[21].z, c[21];
MUL   R1.y, R1.z, R1.z;
MAD   R1.y, -R1, R1.w, c[21].x;
ADD   R1.zw, c[11].xyyw, -c[11].xyxz;
MUL   R0.w, R0, R1.y;
RCP   R1.z, R1.z;
ADD   R1.xy, R1.x, -c[11].xzzw;
MUL   R1.x, R1, R1.z;
RCP   R1.w, R1.w;
MUL   R1.y, R1, R1.w;
MIN   R1.y, R1, c[21].x;
MAX   R1.y, R1, c[21];
MAD   R1.z, -R1.y, c[21], c[21].w;
MUL   R1.y, R1, R1;
MIN   R1.x, R1, c[21];
MAD   R1.z, -R1.y, R1, c[21].x;
MAX   R1.x, R1, c[21].y;
MAD   R1.y, -R1.x, c[21].z, c[21].w;
MUL   R1.x, R1, R1;
MUL   R1.x, R1, R1.y;
MUL   R1.x, R1, R1.z;
MIN   R1.y, R0.w, c[22].x;
MIN   R0.w, R1.x, c[22].x;
MAX   R1.x, R1.y, c[21].y;
ADD   R1.y, R1.x, R0.z;
MAX   R0.z, R0.w, c[21].y;
ADD   R0.w, R0.z, R1.y;
RCP   R1.y, R0.w;
MOV   R0.w, R0.z;
MOV   R0.z, R1.x;
MUL   o[TEX1], R0, R1.y;
MAD   R1.xyz, -v[0], c[14].w, c[14];
DP3   R0.w, R1, R1;
RSQ   R2.x, R0.w;
MAD   R0.xyz, -v[0], c[13].w, c[13];
DP3   R1.w, R0, R0;
RSQ   R2.y, R1.w;
RCP   R1.w, R2.x;
MUL   R0.xyz, R2.y, R0;
DP3   R0.y, v[2], R0;
MUL   R1.xyz, R2.x, R1;
DP3   R0.x, R1, v[2];
MIN   R0.y, R0, c[21].x;
MAX   R0.y, R0, c[21];
MIN   R0.x, R0, c[21];
RCP   R0.w, R2.y;
MAD   R2.w, R1, c[16].z, c[16].y;
MUL   R2.z, R1.w, c[16].w;
MAD   R1.w, R2.z, R1, R2;
MAD   R2.w, R0, c[15].z, c[15].y;
MUL   R2.z, R0.w, c[15].w;
MAD   R2.z, R2, R0.w, R2.w;
RCP   R0.w, R1.w;
MUL   R1.xyz, R0.y, c[17];
RCP   R1.w, R2.z;
MAX   R0.x, R0, c[21].y;
MAD   R1.xyz, R1, R1.w, c[19];
MUL   R0.xyz, R0.x, c[18];
MAD   o[COL0].xyz, R0, R0.w, R1;
MOV   o[TEX0].xy, v[8];
MUL   o[TEX0].zw, v[8].xyxy, c[20].xyxy;
DP4   o[HPOS].w, v[0], c[3];
DP4   o[HPOS].z, v[0], c[2];
DP4   o[HPOS].y, v[0], c[1];
DP4   o[HPOS].x, v[0], c[0];
END
# 124 instructions, 0 R-regs
