!!VP1.1
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile vp20
# source file: tests/shaders/vertex/water_waves.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile vp20
#program main
#semantic main.modelViewProj
#semantic main.eyePos
#semantic main.time
#var float4 pos : $vin.POSITION : ATTR0 : 0 : 1
#var float4x4 modelViewProj :  : c[0], 4 : 1 : 1
#var float3 eyePos :  : c[4] : 2 : 1
#var float time :  : c[5] : 3 : 1
#var float4 main.hpos : $vout.POSITION : HPOS : -1 : 1
#var float3 main.refl : $vout.TEXCOORD0 : TEX0 : -1 : 1
#var float main.fres : $vout.TEXCOORD1 : TEX1 : -1 : 1
#const c[6] = -0.30000001 0.94999999 2.0999999 0.15915491
#const c[7] = 0.25 0.5 0.75 1
#const c[8] = 1 -1 -24.980801 60.145809
#const c[9] = -85.453789 64.939346 -19.73921 1
#const c[10] = 0.050000001 0.69999999 1.3 0.15000001
#const c[11] = 0.40000001 -0.031500001 0.099749997 0
#const c[12] = 0.2 0 0.1365 2
#const c[13] = 5
MUL   R3.xy, v[0].xzzw, c[10].y;
ADD   R3.x, R3, R3.y;
MUL   R0.x, v[0], c[7].y;
ADD   R0.x, R0, c[5];
MUL   R0.x, R0, c[6].w;
EXP   R0.y, R0.x;
SLT   R1, R0.y, c[7];
ADD   R2.xyz, R1.yzww, -R1;
MOV   R1.yzw, R2.xxyz;
DP3   R0.z, R2, c[7].yyww;
DP4   R0.w, R1, c[7].xxzz;
ADD   R0.xy, R0.y, -R0.zwzw;
MUL   R2.xy, R0, R0;
MUL   R2.zw, R2.xyxy, R2.xyxy;
MUL   R0, R2.zzww, c[8].zwzw;
ADD   R0, R0, c[9].xyxy;
MAD   R0, R0, R2.zzww, c[9].zwzw;
MAD   R0.zw, R0.xyxz, R2.xyxy, R0.xyyw;
MUL   R3.x, R3, c[10].z;
ADD   R2.z, R3.x, c[5].x;
MUL   R0.x, R2.z, c[6].w;
EXP   R0.y, R0.x;
DP4   R2.y, R1, c[8].xxyy;
DP4   R2.x, R1, c[8].xyyx;
MUL   R4.xy, R2, R0.zwzw;
SLT   R1, R0.y, c[7];
ADD   R2.xyz, R1.yzww, -R1;
MUL   R0.zw, v[0].xyxz, c[6].xyxy;
ADD   R0.x, R0.z, R0.w;
MOV   R1.yzw, R2.xxyz;
MUL   R0.x, R0, c[6].z;
ADD   R0.x, R0, c[5];
DP4   R0.w, R1, c[7].xxzz;
DP3   R0.z, R2, c[7].yyww;
ADD   R0.zw, R0.y, -R0;
MUL   R4.zw, R0, R0;
MUL   R5.xy, R4.zwzw, R4.zwzw;
MUL   R0.x, R0, c[6].w;
EXP   R0.y, R0.x;
SLT   R2, R0.y, c[7];
ADD   R0.xzw, R2.yyzw, -R2.xyyz;
MOV   R2.yzw, R0.xxzw;
MUL   R3, R5.xxyy, c[8].zwzw;
DP4   R5.w, R2, c[7].xxzz;
DP3   R5.z, R0.xzww, c[7].yyww;
ADD   R5.zw, R0.y, -R5;
ADD   R0, R3, c[9].xyxy;
MAD   R0, R0, R5.xxyy, c[9].zwzw;
MUL   R3.xy, R5.zwzw, R5.zwzw;
MUL   R3.zw, R3.xyxy, R3.xyxy;
MAD   R4.zw, R0.xyxz, R4, R0.xyyw;
MUL   R0, R3.zzww, c[8].zwzw;
ADD   R0, R0, c[9].xyxy;
MAD   R0, R0, R3.zzww, c[9].zwzw;
MAD   R0.zw, R0.xyxz, R3.xyxy, R0.xyyw;
DP4   R0.y, R2, c[8].xxyy;
DP4   R0.x, R2, c[8].xyyx;
MUL   R0.xy, R0, R0.zwzw;
DP4   R5.y, R1, c[8].xxyy;
DP4   R5.x, R1, c[8].xyyx;
MUL   R1.xy, R5, R4.zwzw;
MUL   R1.x, R1, c[12].z;
MAD   R1.zw, R4.x, c[12].xyxy, R1.x;
MAD   R2.zw, R0.x, c[11].xyyz, R1;
MAD   R0.z, R4.y, c[11].x, v[0].y;
MAD   R0.z, R1.y, c[10].w, R0;
MAD   R1.y, R0, c[10].x, R0.z;
MOV   R1.xzw, v[0];
MOV   R0.x, -R2.z;
MOV   R0.z, -R2.w;
ADD   R2.xyz, R1, -c[4];
DP3   R2.w, R2, R2;
MOV   R0.y, c[7].w;
DP3   R0.w, R0, R0;
RSQ   R2.w, R2.w;
RSQ   R0.w, R0.w;
MUL   R0.xyz, R0.w, R0;
MUL   R2.xyz, R2.w, R2;
DP3   R0.w, R0, R2;
MUL   R3.xyz, R0, R0.w;
MIN   R2.w, -R0, c[7];
MAX   R0.x, R2.w, c[11].w;
MOV   R0.z, c[13].x;
ADD   R0.xy, -R0.x, c[7].w;
LIT   R0.z, R0.xyzz;
MAD   o[TEX0].xyz, -R3, c[12].w, R2;
MOV   o[TEX1].x, R0.z;
DP4   o[HPOS].w, R1, c[3];
DP4   o[HPOS].z, R1, c[2];
DP4   o[HPOS].y, R1, c[1];
DP4   o[HPOS].x, R1, c[0];
END
# 91 instructions, 0 R-regs
