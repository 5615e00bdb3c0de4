!!VP2.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile vp30
# source file: tests/shaders/vertex/grid_snap_trunc.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile vp30
#program main
#semantic modelViewProj
#semantic modelView
#semantic grid
#semantic time
#semantic fogParams
#var float4 IN.position : $vin.POSITION : ATTR0 : 0 : 1
#var float3 IN.normal : $vin.NORMAL : ATTR2 : 0 : 1
#var float2 IN.uv : $vin.TEXCOORD0 : TEXCOORD0 : 0 : 1
#var float4x4 modelViewProj :  : c[0], 4 : -1 : 1
#var float4x4 modelView :  : c[4], 4 : -1 : 1
#var float4 grid :  : c[8] : -1 : 1
#var float4 time :  : c[9] : -1 : 1
#var float4 fogParams :  : c[10] : -1 : 1
#var float4 main.hpos : $vout.POSITION : HPOS : -1 : 1
#var float4 main.color : $vout.COLOR0 : COL0 : -1 : 1
#var float2 main.uv : $vout.TEXCOORD0 : TEX0 : -1 : 1
#var float2 main.cell : $vout.TEXCOORD1 : TEX1 : -1 : 1
#var float main.fog : $vout.FOG : FOGC : -1 : 1
#const c[11] = 0.5 1 0
BB0:
MUL   R1.xyz, v[0], c[8].y;
FLR   R0.xyz, -R1;
MOV   R1.w, v[0];
FLR   R2.xyz, R1;
MOV   R0.xyz, -R0;
MOVC  CC.xyz, R1;
MOV   R0.xyz(GE), R2;
MUL   R3.xy, R0.xzzw, c[11].x;
ADD   R0.xyz, R1, -R0;
MOV   R0.w, c[9].x;
MAD   R1.xy, R0.w, c[8].z, R2.xzzw;
FLR   R3.zw, -R3.xyxy;
MUL   R0.xyz, R0, c[8].x;
MUL   R0.xyz, R0, c[11].x;
MAD   R0.xyz, R2, c[8].x, R0;
COS   R0.w, R1.y;
SIN   R1.x, R1.x;
ADD   R0.w, R1.x, R0;
MOV   R1.xz, R0;
MAD   R1.y, R0.w, c[8].w, R0;
MOV   o[TEX1].xy, -R3.zwzw;
MOVC  CC.xy, R3;
DP4   R0.z, R1, c[6];
DP4   R0.x, R1, c[4];
DP4   R0.y, R1, c[5];
DP3   R0.x, R0, R0;
RSQ   R0.x, R0.x;
RCP   R0.x, R0.x;
ADD   R0.x, -c[10], R0;
MUL   R0.x, R0, c[10].y;
MIN   R0.x, R0, c[11].y;
FLR   o[TEX1].xy(GE), R3;
MAX   o[FOGC].x, R0, c[11].z;
DP4   o[HPOS].w, R1, c[3];
DP4   o[HPOS].z, R1, c[2];
DP4   o[HPOS].y, R1, c[1];
DP4   o[HPOS].x, R1, c[0];
MAD   o[COL0].xyz, v[2], c[11].x, c[11].x;
MOV   o[TEX0].xy, v[8];
MOV   o[COL0].w, c[11].y;
END
# 40 instructions, 4 R-regs
