!!VP1.1
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile vp20
# source file: tests/shaders/vertex/jaw_rotation_index_zero.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile vp20
#program vs_main
#semantic vs_main.worldViewProj
#semantic vs_main.jawPivot
#semantic vs_main.jawOpen
#semantic vs_main.lightPosObj
#semantic vs_main.eyePosObj
#semantic vs_main.fogParams
#var float4 position : $vin.POSITION0 : ATTR0 : 0 : 1
#var float3 normal : $vin.NORMAL0 : ATTR2 : 1 : 1
#var float4 tangent : $vin.TANGENT0 : ATTR14 : 2 : 1
#var float2 uv : $vin.TEXCOORD0 : TEXCOORD0 : 3 : 1
#var float jawWeight : $vin.TEXCOORD1 : TEXCOORD1 : 4 : 1
#var float4x4 worldViewProj :  : c[0], 4 : 5 : 1
#var float3 jawPivot :  : c[4] : 6 : 1
#var float jawOpen :  : c[5] : 7 : 1
#var float3 lightPosObj :  : c[6] : 8 : 1
#var float3 eyePosObj :  : c[7] : 9 : 1
#var float4 fogParams :  : c[8] : 10 : 1
#var float4 vs_main.position : $vout.POSITION0 : HPOS : -1 : 1
#var float2 vs_main.uv : $vout.TEXCOORD0 : TEX0 : -1 : 1
#var float3 vs_main.lightTS : $vout.TEXCOORD1 : TEX1 : -1 : 1
#var float3 vs_main.viewTS : $vout.TEXCOORD2 : TEX2 : -1 : 1
#var float vs_main.fog : $vout.FOG0 : FOGC : -1 : 1
#const c[9] = 24.980801 -24.980801 0.15915491 0.25
#const c[10] = 0 0.5 1 -1
#const c[11] = -60.145809 60.145809 85.453789 -85.453789
#const c[12] = -64.939346 64.939346 19.73921 -19.73921
#const c[13] = -9 0.75
MUL   R0.x, v[9], c[5];
MAD   R0.y, R0.x, c[9].z, -c[9].w;
EXP   R1.y, R0.y;
MUL   R0.x, R0, c[9].z;
EXP   R0.y, R0.x;
ADD   R2.xyz, -R1.y, c[10];
MUL   R2.xyz, R2, R2;
SLT   R1.x, R1.y, c[9].w;
ADD   R3.xyz, -R0.y, c[10];
MUL   R3.xyz, R3, R3;
MUL   R4.xyz, R3, c[9].xyxw;
MUL   R5.xyz, R2, c[9].xyxw;
ADD   R5.xyz, R5, c[11].xyxw;
MAD   R5.xyz, R5, R2, c[11].zwzw;
MAD   R5.xyz, R5, R2, c[12].xyxw;
MAD   R5.xyz, R5, R2, c[12].zwzw;
ADD   R4.xyz, R4, c[11].xyxw;
MAD   R4.xyz, R4, R3, c[11].zwzw;
MAD   R4.xyz, R4, R3, c[12].xyxw;
MAD   R2.xyz, R5, R2, c[10].wzww;
SGE   R1.yz, R1.y, c[13].xxyw;
MAD   R4.xyz, R4, R3, c[12].zwzw;
MOV   R5.xz, R1;
DP3   R5.y, R1, c[10].wzww;
DP3   R0.w, R2, -R5;
MAD   R1.xyz, R4, R3, c[10].wzww;
ADD   R4.xyz, v[0], -c[4];
SLT   R2.x, R0.y, c[9].w;
SGE   R2.yz, R0.y, c[13].xxyw;
MOV   R0.xz, R2;
DP3   R0.y, R2, c[10].wzww;
DP3   R1.w, R1, -R0;
MUL   R0.x, R0.w, v[2].z;
MAD   R3.y, R1.w, v[2], -R0.x;
MUL   R0.x, R0.w, v[14].z;
MUL   R0.y, R1.w, v[2].z;
MAD   R3.z, R0.w, v[2].y, R0.y;
MUL   R0.y, R1.w, v[14].z;
MAD   R1.y, R1.w, v[14], -R0.x;
MAD   R1.z, R0.w, v[14].y, R0.y;
MOV   R1.x, v[14];
MOV   R3.x, v[2];
MUL   R0.xyz, R3.zxyw, R1.yzxw;
MAD   R2.xyz, R3.yzxw, R1.zxyw, -R0;
MUL   R0.x, R4.z, R0.w;
MAD   R0.y, R4, R1.w, -R0.x;
MUL   R0.z, R4, R1.w;
MAD   R0.z, R4.y, R0.w, R0;
MOV   R0.x, R4;
ADD   R0.xyz, R0, c[4];
MOV   R0.w, c[10].z;
ADD   R5.xyz, -R0, c[6];
MUL   R4.xyz, R2, v[14].w;
ADD   R2.xyz, -R0, c[7];
DP3   o[TEX1].x, R5, R1;
DP3   o[TEX2].x, R1, R2;
DP4   R1.x, R0, c[2];
ADD   R1.y, -R1.x, c[8].z;
MOV   o[HPOS].z, R1.x;
MUL   R1.x, R1.y, c[8].w;
MIN   R1.x, R1, c[10].z;
DP3   o[TEX1].y, R5, R4;
DP3   o[TEX2].y, R4, R2;
DP3   o[TEX1].z, R3, R5;
DP3   o[TEX2].z, R3, R2;
DP4   o[HPOS].w, R0, c[3];
DP4   o[HPOS].y, R0, c[1];
DP4   o[HPOS].x, R0, c[0];
MAX   o[FOGC].x, R1, c[10];
MOV   o[TEX0].xy, v[8];
END
# 70 instructions, 0 R-regs
