!!VP1.1
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile vp20
# source file: tests/shaders/vertex/uv_animation.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile vp20
#program main
#semantic main.mvp
#semantic main.time
#semantic main.scrollSpeed
#semantic main.rotSpeed
#semantic main.sheetDims
#semantic main.fps
#var float4 pos : $vin.POSITION : ATTR0 : 0 : 1
#var float2 uv : $vin.TEXCOORD0 : TEXCOORD0 : 1 : 1
#var float4 hpos : $vout.POSITION : HPOS : 2 : 1
#var float2 uvScroll : $vout.TEXCOORD0 : TEX0 : 3 : 1
#var float2 uvRot : $vout.TEXCOORD1 : TEX1 : 4 : 1
#var float2 uvSheet : $vout.TEXCOORD2 : TEX2 : 5 : 1
#var float4x4 mvp :  : c[0], 4 : 6 : 1
#var float time :  : c[4] : 7 : 1
#var float2 scrollSpeed :  : c[5] : 8 : 1
#var float rotSpeed :  : c[6] : 9 : 1
#var float2 sheetDims :  : c[7] : 10 : 1
#var float fps :  : c[8] : 11 : 1
#const c[9] = -24.980801 60.145809 0.15915491 0.5
#const c[10] = 0.25 0.5 0.75 1
#const c[11] = -85.453789 64.939346 -19.73921 1
#const c[12] = 1 -1 0
MOV   R3.x, c[4];
MUL   R0.x, R3, c[6];
MUL   R0.x, R0, c[9].z;
EXP   R0.y, R0.x;
SLT   R1, R0.y, c[10];
ADD   R2.xyz, R1.yzww, -R1;
MOV   R1.yzw, R2.xxyz;
DP4   R0.w, R1, c[10].xxzz;
DP3   R0.z, R2, c[10].yyww;
ADD   R0.xy, R0.y, -R0.zwzw;
MUL   R2.xy, R0, R0;
MUL   R2.zw, R2.xyxy, R2.xyxy;
MUL   R0, R2.zzww, c[9].xyxy;
ADD   R0, R0, c[11].xyxy;
MAD   R0, R0, R2.zzww, c[11].zwzw;
MAD   R0.xy, R0.xzzw, R2, R0.ywzw;
MUL   R2.y, c[7].x, c[7];
MOV   R2.x, c[8];
DP4   R0.w, R1, c[12].xxyy;
DP4   R0.z, R1, c[12].xyyx;
MUL   R1.zw, R0, R0.xyxy;
MUL   R2.x, R2, c[4];
EXP   R0.y, R2.x;
SLT   R0.x, R2, R0.y;
SGE   R1.x, c[12].z, R0;
ADD   R0.y, R2.x, -R0;
RCP   R2.z, R2.y;
MUL   R0.y, R0, R2.z;
SGE   R0.x, R0, c[12].z;
MUL   R0.x, R0, R1;
MAX   R0.x, -R0, R0;
SLT   R0.x, c[12].z, R0;
MAX   R0.y, R0, -R0;
MOV   R0.z, R1;
MOV   R0.w, -R1;
ADD   R1.xy, v[8], -c[9].w;
MUL   R0.zw, R1.xyxy, R0;
MUL   R1.xy, R1.wzzw, R1;
ADD   R0.z, R0, R0.w;
ADD   R0.w, R1.x, R1.y;
ADD   o[TEX1].xy, R0.zwzw, c[9].w;
ADD   R2.z, -R0.x, c[12].x;
MAX   R2.x, R2.y, -R2.y;
EXP   R0.y, R0.y;
MUL   R0.y, R0, R2.x;
MUL   R2.x, -R0.y, R2.z;
MAD   R0.x, R0, R0.y, R2;
SLT   R0.y, R0.x, c[12].z;
SGE   R1.x, c[12].z, R0.y;
RCP   R0.z, c[7].x;
SGE   R0.y, R0, c[12].z;
MUL   R0.y, R0, R1.x;
MUL   R0.x, R0, R0.z;
MAX   R1.x, R0, -R0;
MAX   R0.y, -R0, R0;
SLT   R0.w, c[12].z, R0.y;
EXP   R0.y, R0.x;
EXP   R1.y, R1.x;
MAX   R1.z, c[7].x, -c[7].x;
MUL   R1.x, R1.y, R1.z;
ADD   R1.w, -R0, c[12].x;
MUL   R1.y, -R1.x, R1.w;
ADD   R0.y, R0.x, -R0;
MAD   R0.x, R0.w, R1, R1.y;
MUL   R1.xy, R3.x, c[5];
ADD   R0.xy, v[8], R0;
RCP   R0.w, c[7].y;
MUL   o[TEX2].xy, R0, R0.zwzw;
EXP   R0.y, R1.x;
EXP   R1.y, R1.y;
MOV   R1.x, R0.y;
ADD   o[TEX0].xy, v[8], R1;
DP4   o[HPOS].w, v[0], c[3];
DP4   o[HPOS].z, v[0], c[2];
DP4   o[HPOS].y, v[0], c[1];
DP4   o[HPOS].x, v[0], c[0];
END
# 76 instructions, 0 R-regs
