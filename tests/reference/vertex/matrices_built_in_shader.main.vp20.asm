!!VP1.1
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile vp20
# source file: tests/shaders/vertex/matrices_built_in_shader.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile vp20
#program main
#semantic main.viewProj
#semantic main.ypr
#semantic main.translation
#semantic main.scale
#var float4 pos : $vin.POSITION : ATTR0 : 0 : 1
#var float3 N : $vin.NORMAL : ATTR2 : 1 : 1
#var float4 hpos : $vout.POSITION : HPOS : 2 : 1
#var float4 col : $vout.COLOR0 : COL0 : 3 : 1
#var float4x4 viewProj :  : c[0], 4 : 4 : 1
#var float3 ypr :  : c[4] : 5 : 1
#var float3 translation :  : c[5] : 6 : 1
#var float scale :  : c[6] : 7 : 1
#const c[7] = 0 1 -24.980801 60.145809
#const c[8] = 0.15915491 0.25 0.75 0.5
#const c[9] = 0.25 0.5 0.75 1
#const c[10] = -85.453789 64.939346 -19.73921 1
#const c[11] = 1 -1
MOV   R0.x, c[8];
MUL   R0.xy, R0.x, c[4];
EXP   R0.y, R0.y;
SLT   R1, R0.y, c[9];
ADD   R2.xyz, R1.yzww, -R1;
MOV   R1.yzw, R2.xxyz;
DP4   R0.w, R1, c[8].yyzz;
DP3   R0.z, R2, c[9].yyww;
ADD   R0.zw, R0.y, -R0;
MUL   R0.zw, R0, R0;
MUL   R5.xy, R0.zwzw, R0.zwzw;
EXP   R0.y, R0.x;
SLT   R2, R0.y, c[9];
ADD   R4.xyz, R2.yzww, -R2;
MOV   R2.yzw, R4.xxyz;
MUL   R3, R5.xxyy, c[7].zwzw;
ADD   R3, R3, c[10].xyxy;
DP4   R5.w, R2, c[8].yyzz;
DP3   R5.z, R4, c[9].yyww;
ADD   R0.xy, R0.y, -R5.zwzw;
MAD   R3, R3, R5.xxyy, c[10].zwzw;
MUL   R5.xy, R0, R0;
MAD   R0.xy, R3.xzzw, R0.zwzw, R3.ywzw;
MUL   R5.zw, R5.xyxy, R5.xyxy;
DP4   R0.w, R1, c[11].xxyy;
DP4   R0.z, R1, c[11].xyyx;
MUL   R6.xy, R0.zwzw, R0;
MUL   R0, R5.zzww, c[7].zwzw;
ADD   R4, R0, c[10].xyxy;
MAD   R4, R4, R5.zzww, c[10].zwzw;
MAD   R4.xy, R4.xzzw, R5, R4.ywzw;
DP4   R4.w, R2, c[11].xxyy;
DP4   R4.z, R2, c[11].xyyx;
MUL   R5.zw, R4, R4.xyxy;
MOV   R2.yzw, c[7].x;
MOV   R2.x, c[6];
MOV   R5.xy, c[7];
MOV   R1.xzw, c[7].x;
MOV   R1.y, c[6].x;
MAD   R3, R6.y, R1, c[7].x;
MAD   R1, R6.x, R1, c[7].x;
MOV   R0.xyw, c[7].x;
MOV   R0.z, c[6].x;
MAD   R3, R6.x, R0, R3;
MAD   R0, -R6.y, R0, R1;
ADD   R3, R3, c[7].x;
MUL   R4, R5.z, R3;
MAD   R4, -R5.w, R2, R4;
ADD   R4, R4, c[7].x;
MAD   R4, R5.xxxy, c[5].z, R4;
ADD   R4, R4, c[7].x;
MUL   R3, R5.w, R3;
MAD   R1, R5.z, R2, R3;
ADD   R0, R0, c[7].x;
MAD   R1, R5.xxxy, c[5].x, R1;
ADD   R1, R1, c[7].x;
MAD   R0, R5.xxxy, c[5].y, R0;
ADD   R0, R0, c[7].x;
MOV   R2.w, v[0];
DP3   R6.z, R4, v[2];
DP3   R6.x, R1, v[2];
DP3   R6.y, R0, v[2];
DP3   R2.x, R6, R6;
RSQ   R2.x, R2.x;
MUL   R2.xyz, R2.x, R6;
MAD   o[COL0].xyz, R2, c[8].w, c[8].w;
DP4   R2.z, v[0], R4;
DP4   R2.x, v[0], R1;
DP4   R2.y, v[0], R0;
DP4   o[HPOS].w, R2, c[3];
DP4   o[HPOS].z, R2, c[2];
DP4   o[HPOS].y, R2, c[1];
DP4   o[HPOS].x, R2, c[0];
MOV   o[COL0].w, c[7].y;
END
# 74 instructions, 0 R-regs
