!!VP1.1
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile vp20
# source file: tests/shaders/vertex/billboard.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile vp20
#program main
#semantic main.modelView
#semantic main.proj
#semantic main.time
#var float4 center : $vin.POSITION : ATTR0 : 0 : 1
#var float4 color : $vin.COLOR0 : ATTR3 : 1 : 1
#var float4 corner : $vin.TEXCOORD0 : TEXCOORD0 : 2 : 1
#var float4x4 modelView :  : c[0], 4 : 3 : 1
#var float4x4 proj :  : c[4], 4 : 4 : 1
#var float time :  : c[8] : 5 : 1
#var float4 main.hpos : $vout.POSITION : HPOS : -1 : 1
#var float4 main.color : $vout.COLOR0 : COL0 : -1 : 1
#var float2 main.uv : $vout.TEXCOORD0 : TEX0 : -1 : 1
#const c[9] = -24.980801 60.145809 0.15915491 0.5
#const c[10] = 0.25 0.5 0.75 1
#const c[11] = -85.453789 64.939346 -19.73921 1
#const c[12] = 1 -1
ADD   R0.x, v[8].w, c[8];
MUL   R0.x, R0, c[9].z;
EXP   R1.y, R0.x;
SLT   R0, R1.y, c[10];
ADD   R2.xyz, R0.yzww, -R0;
MOV   R0.yzw, R2.xxyz;
DP4   R1.w, R0, c[10].xxzz;
DP3   R1.z, R2, c[10].yyww;
ADD   R1.xy, R1.y, -R1.zwzw;
MUL   R2.xy, R1, R1;
MUL   R2.zw, R2.xyxy, R2.xyxy;
MUL   R1, R2.zzww, c[9].xyxy;
ADD   R1, R1, c[11].xyxy;
MAD   R1, R1, R2.zzww, c[11].zwzw;
MAD   R1.xy, R1.xzzw, R2, R1.ywzw;
DP4   R1.w, R0, c[12].xxyy;
DP4   R1.z, R0, c[12].xyyx;
MUL   R0.zw, R1, R1.xyxy;
MOV   R0.y, -R0.w;
MOV   R0.x, R0.z;
MUL   R1.xy, v[8], R0;
MUL   R0.xy, R0.wzzw, v[8];
ADD   R0.w, R0.x, R0.y;
ADD   R0.z, R1.x, R1.y;
DP4   R0.x, v[0], c[0];
DP4   R0.y, v[0], c[1];
MAD   R0.xy, R0.zwzw, v[8].z, R0;
DP4   R0.z, v[0], c[2];
DP4   R0.w, v[0], c[3];
DP4   o[HPOS].w, R0, c[7];
DP4   o[HPOS].z, R0, c[6];
DP4   o[HPOS].y, R0, c[5];
DP4   o[HPOS].x, R0, c[4];
MOV   o[COL0], v[3];
MAD   o[TEX0].xy, v[8], c[9].w, c[9].w;
END
# 35 instructions, 0 R-regs
