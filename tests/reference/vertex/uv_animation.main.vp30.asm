!!VP2.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile vp30
# source file: tests/shaders/vertex/uv_animation.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile vp30
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
#const c[9] = 0.5 0
BB0:
MOV   R0.y, c[8].x;
MUL   R0.z, R0.y, c[4].x;
FLR   R0.z, R0;
MUL   R0.x, c[7], c[7].y;
RCP   R0.y, R0.x;
MUL   R0.y, R0.z, R0;
FRC   R0.y, |R0|;
MUL   R0.x, R0.y, |R0|;
MOV   R0.y, -R0.x;
SLTC  CC.x, R0.z, c[9].y;
MOV   R0.y(EQ.x), R0.x;
RCP   R0.x, c[7].x;
MUL   R0.z, R0.y, R0.x;
FRC   R0.w, |R0.z|;
MUL   R0.w, R0, |c[7].x|;
SLTC  CC.x, R0.y, c[9].y;
MOV   R1.x, -R0.w;
MOV   R1.x(EQ), R0.w;
FLR   R1.y, R0.z;
ADD   R0.zw, v[8].xyxy, R1.xyxy;
RCP   R0.y, c[7].y;
MUL   o[TEX2].xy, R0.zwzw, R0;
MOV   R0.z, c[4].x;
MUL   R0.w, R0.z, c[6].x;
COS   R1.x, R0.w;
SIN   R1.y, R0.w;
ADD   R0.xy, -c[9].x, v[8];
MOV   R1.z, R1.x;
MUL   R1.zw, R1.xyyz, R0.xyxy;
MOV   R1.y, -R1;
MUL   R0.xy, R0, R1;
MUL   R1.xy, R0.z, c[5];
ADD   R0.z, R0.x, R0.y;
ADD   R0.w, R1.z, R1;
FRC   R0.xy, R1;
ADD   o[TEX1].xy, c[9].x, R0.zwzw;
ADD   o[TEX0].xy, v[8], R0;
DP4   o[HPOS].w, v[0], c[3];
DP4   o[HPOS].z, v[0], c[2];
DP4   o[HPOS].y, v[0], c[1];
DP4   o[HPOS].x, v[0], c[0];
END
# 41 instructions, 2 R-regs
