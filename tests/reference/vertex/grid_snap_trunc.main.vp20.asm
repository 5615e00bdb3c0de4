!!VP1.1
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile vp20
# source file: tests/shaders/vertex/grid_snap_trunc.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile vp20
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
#const c[11] = 0.15915491 0.25 24.980801 -24.980801
#const c[12] = 0 0.5 1 -1
#const c[13] = -60.145809 60.145809 85.453789 -85.453789
#const c[14] = -64.939346 64.939346 19.73921 -19.73921
#const c[15] = -9 0.75
MUL   R4.xyz, v[0], c[8].y;
EXP   R1.y, R4.x;
EXP   R2.y, R4.z;
EXP   R6.y, R4.y;
MOV   R6.x, R1.y;
MOV   R6.z, R2.y;
ADD   R3.xyz, R4, -R6;
MOV   R0.x, c[9];
MAD   R0.xy, R0.x, c[8].z, R3.xzzw;
MAD   R0.x, R0, c[11], -c[11].y;
EXP   R5.y, R0.x;
ADD   R0.xzw, -R5.y, c[12].xyyz;
MUL   R0.xzw, R0, R0;
MUL   R1.xzw, R0, c[11].zywz;
ADD   R1.xzw, R1, c[13].xyyx;
MAD   R1.xzw, R1, R0, c[13].zywz;
MAD   R1.xzw, R1, R0, c[14].xyyx;
MAD   R1.xzw, R1, R0, c[14].zywz;
MAD   R0.xzw, R1, R0, c[12].wyzw;
MUL   R0.y, R0, c[11].x;
EXP   R0.y, R0.y;
ADD   R2.xzw, -R0.y, c[12].xyyz;
SLT   R1.x, R5.y, c[11].y;
SGE   R1.zw, R5.y, c[15].xyxy;
MUL   R5.xyz, R2.xzww, R2.xzww;
ADD   R2.z, R4, -R2.y;
ADD   R2.x, R4, -R1.y;
DP3   R1.z, R1.xzww, c[12].wzww;
DP3   R2.w, R0.xzww, -R1.xzww;
MUL   R6.xzw, R5.xyyz, c[11].zywz;
ADD   R0.xzw, R6, c[13].xyyx;
ADD   R2.y, R4, -R6;
SLT   R1.xzw, R4.xyyz, c[12].x;
MAX   R6.xyz, -R1.xzww, R1.xzww;
SLT   R1.xzw, c[12].x, R6.xyyz;
ADD   R6.xyz, -R1.xzww, c[12].z;
MUL   R6.xyz, R6, R2;
EXP   R1.y, -R4.z;
ADD   R2.z, -R4, -R1.y;
EXP   R1.y, -R4.x;
EXP   R2.y, -R4.y;
ADD   R2.x, -R4, -R1.y;
ADD   R2.y, -R4, -R2;
MAD   R1.xyz, R1.xzww, -R2, R6;
MAD   R2.xyz, R0.xzww, R5, c[13].zwzw;
ADD   R6.xyz, R4, -R1;
MAD   R4.xyz, R2, R5, c[14].xyxw;
MAD   R4.xyz, R4, R5, c[14].zwzw;
SLT   R0.x, R0.y, c[11].y;
MUL   R2.xyz, R6, c[8].x;
MUL   R2.xyz, R2, c[12].y;
MAD   R4.xyz, R4, R5, c[12].wzww;
SGE   R0.yz, R0.y, c[15].xxyw;
MOV   R5.xz, R0;
DP3   R5.y, R0, c[12].wzww;
MAD   R0.xyz, R3, c[8].x, R2;
DP3   R0.w, R4, -R5;
ADD   R0.w, R2, R0;
MAD   R2.y, R0.w, c[8].w, R0;
MOV   R2.xz, R0;
MOV   R2.w, v[0];
DP4   R0.z, R2, c[6];
DP4   R0.y, R2, c[5];
DP4   R0.x, R2, c[4];
DP3   R0.x, R0, R0;
MUL   R0.zw, R1.xyxz, c[12].y;
EXP   R0.y, R0.w;
ADD   R1.y, R0.w, -R0;
SLT   R1.zw, R0, c[12].x;
EXP   R0.y, R0.z;
RSQ   R0.x, R0.x;
RCP   R0.x, R0.x;
ADD   R0.x, R0, -c[10];
MUL   R0.x, R0, c[10].y;
MIN   R0.x, R0, c[12].z;
MAX   R1.zw, -R1, R1;
ADD   R1.x, R0.z, -R0.y;
SLT   R1.zw, c[12].x, R1;
MAX   o[FOGC].x, R0, c[12];
ADD   R0.xy, -R1.zwzw, c[12].z;
MUL   R3.xy, R0, R1;
EXP   R1.y, -R0.w;
EXP   R0.y, -R0.z;
ADD   R0.w, -R0, -R1.y;
ADD   R0.z, -R0, -R0.y;
MAD   o[TEX1].xy, R1.zwzw, -R0.zwzw, R3;
DP4   o[HPOS].w, R2, c[3];
DP4   o[HPOS].z, R2, c[2];
DP4   o[HPOS].y, R2, c[1];
DP4   o[HPOS].x, R2, c[0];
MAD   o[COL0].xyz, v[2], c[12].y, c[12].y;
MOV   o[TEX0].xy, v[8];
MOV   o[COL0].w, c[12].z;
END
# 93 instructions, 0 R-regs
