!!VP1.1
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile vp20
# source file: tests/shaders/vertex/cloth_wind.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile vp20
#program main
#semantic main.modelViewProj
#semantic main.wind
#semantic main.time
#var float4 pos : $vin.POSITION : ATTR0 : 0 : 1
#var float4 color : $vin.COLOR0 : ATTR3 : 1 : 1
#var float2 uv : $vin.TEXCOORD0 : TEXCOORD0 : 2 : 1
#var float4 oPos : $vout.POSITION : HPOS : 3 : 1
#var float2 oUv : $vout.TEXCOORD0 : TEX0 : 4 : 1
#var float4 oColor : $vout.COLOR0 : COL0 : 5 : 1
#var float4x4 modelViewProj :  : c[0], 4 : 6 : 1
#var float4 wind :  : c[4] : 7 : 1
#var float time :  : c[5] : 8 : 1
#const c[6] = 0.31 0.17 0.23 0.15915491
#const c[7] = 24.980801 -24.980801 0.25 2.3
#const c[8] = 0 0.5 1 -1
#const c[9] = -60.145809 60.145809 85.453789 -85.453789
#const c[10] = -64.939346 64.939346 19.73921 -19.73921
#const c[11] = -9 0.75 1.7
DP3   R0.x, v[0], c[6];
MOV   R0.y, c[4].w;
MAD   R0.z, R0.y, c[5].x, R0.x;
MUL   R0.w, R0.x, c[11].z;
MUL   R0.x, R0.y, c[5];
MAD   R0.y, R0.x, c[7].w, R0.w;
MUL   R0.z, R0, c[6].w;
ADD   R0.x, R0.z, -c[7].z;
EXP   R1.y, R0.x;
ADD   R2.xyz, -R1.y, c[8];
MUL   R2.xyz, R2, R2;
SLT   R1.x, R1.y, c[7].z;
MUL   R4.xyz, R2, c[7].xyxw;
MUL   R0.y, R0, c[6].w;
EXP   R0.y, R0.y;
ADD   R3.xyz, -R0.y, c[8];
MUL   R3.xyz, R3, R3;
MUL   R0.xzw, R3.xyyz, c[7].xyyx;
ADD   R4.xyz, R4, c[9].xyxw;
MAD   R4.xyz, R4, R2, c[9].zwzw;
MAD   R4.xyz, R4, R2, c[10].xyxw;
MAD   R4.xyz, R4, R2, c[10].zwzw;
ADD   R0.xzw, R0, c[9].xyyx;
MAD   R0.xzw, R0, R3.xyyz, c[9].zywz;
MAD   R0.xzw, R0, R3.xyyz, c[10].xyyx;
MAD   R0.xzw, R0, R3.xyyz, c[10].zywz;
MAD   R2.xyz, R4, R2, c[8].wzww;
SGE   R1.yz, R1.y, c[11].xxyw;
MOV   R4.xz, R1;
DP3   R4.y, R1, c[8].wzww;
MAD   R1.xyz, R0.xzww, R3, c[8].wzww;
SLT   R0.x, R0.y, c[7].z;
MOV   R0.w, v[0];
DP3   R1.w, R2, -R4;
SGE   R0.yz, R0.y, c[11].xxyw;
MOV   R2.xz, R0;
DP3   R2.y, R0, c[8].wzww;
DP3   R0.x, R1, -R2;
MAD   R0.x, R0, c[8].y, R1.w;
MUL   R0.xyz, R0.x, c[4];
MUL   R0.xyz, R0, v[3].w;
ADD   R0.xyz, R0, v[0];
DP4   o[HPOS].w, R0, c[3];
DP4   o[HPOS].z, R0, c[2];
DP4   o[HPOS].y, R0, c[1];
DP4   o[HPOS].x, R0, c[0];
MOV   o[COL0].xyz, v[3];
MOV   o[TEX0].xy, v[8];
MOV   o[COL0].w, c[8].z;
END
# 49 instructions, 0 R-regs
