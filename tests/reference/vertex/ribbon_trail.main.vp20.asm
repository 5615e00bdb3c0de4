!!VP1.1
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile vp20
# source file: tests/shaders/vertex/ribbon_trail.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile vp20
#program main
#semantic main.viewProj
#semantic main.camPos
#semantic main.width
#semantic main.time
#var float4 pos : $vin.POSITION : ATTR0 : 0 : 1
#var float3 tangent : $vin.TEXCOORD1 : TEXCOORD1 : 1 : 1
#var float2 uvSide : $vin.TEXCOORD0 : TEXCOORD0 : 2 : 1
#var float4 color : $vin.COLOR0 : ATTR3 : 3 : 1
#var float4 hpos : $vout.POSITION : HPOS : 4 : 1
#var float4 oColor : $vout.COLOR0 : COL0 : 5 : 1
#var float2 oUv : $vout.TEXCOORD0 : TEX0 : 6 : 1
#var float4x4 viewProj :  : c[0], 4 : 7 : 1
#var float3 camPos :  : c[4] : 8 : 1
#var float width :  : c[5] : 9 : 1
#var float time :  : c[6] : 10 : 1
#const c[7] = 2 1 10 20
#const c[8] = 0.15915491 0.25 24.980801 -24.980801
#const c[9] = 0 0.5 1 -1
#const c[10] = -60.145809 60.145809 85.453789 -85.453789
#const c[11] = -64.939346 64.939346 19.73921 -19.73921
#const c[12] = -9 0.75 0.2 0.80000001
ADD   R1.w, -v[8].x, c[7].y;
ADD   R0.xyz, -v[0], c[4];
MOV   R0.w, c[7].z;
MUL   R1.x, v[8], c[7].w;
MAD   R1.x, R0.w, c[6], R1;
DP3   R0.w, R0, R0;
MAD   R1.x, R1, c[8], -c[8].y;
EXP   R3.y, R1.x;
RSQ   R0.w, R0.w;
MUL   R1.xyz, R0.w, R0;
MUL   R2.xyz, v[9].zxyw, R1.yzxw;
MAD   R1.xyz, v[9].yzxw, R1.zxyw, -R2;
ADD   R0.xyz, -R3.y, c[9];
MUL   R0.xyz, R0, R0;
MUL   R2.xyz, R0, c[8].zwzw;
SLT   R3.x, R3.y, c[8].y;
DP3   R0.w, R1, R1;
RSQ   R0.w, R0.w;
MUL   R1.xyz, R0.w, R1;
MAD   R0.w, v[8].y, c[7].x, -c[7].y;
MUL   R1.xyz, R1, R0.w;
ADD   R2.xyz, R2, c[10].xyxw;
MAD   R2.xyz, R2, R0, c[10].zwzw;
MAD   R2.xyz, R2, R0, c[11].xyxw;
MAD   R2.xyz, R2, R0, c[11].zwzw;
MOV   R0.w, c[7].y;
MAD   R2.xyz, R2, R0, c[9].wzww;
SGE   R3.yz, R3.y, c[12].xxyw;
MOV   R0.xz, R3;
DP3   R0.y, R3, c[9].wzww;
DP3   R0.x, R2, -R0;
MAD   R0.y, R0.x, c[12].z, c[12].w;
MUL   R0.x, R1.w, c[5];
MUL   R0.x, R0, R0.y;
MAD   R0.xyz, R1, R0.x, v[0];
DP4   o[HPOS].w, R0, c[3];
DP4   o[HPOS].z, R0, c[2];
DP4   o[HPOS].y, R0, c[1];
DP4   o[HPOS].x, R0, c[0];
MUL   o[COL0], R1.w, v[3];
MOV   o[TEX0].xy, v[8];
END
# 41 instructions, 0 R-regs
