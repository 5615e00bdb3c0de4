!!VP2.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile vp30
# source file: tests/shaders/vertex/texgen_sphere.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile vp30
#program main
#semantic main.modelView
#semantic main.modelViewIT
#semantic main.proj
#semantic main.eyePlaneS
#semantic main.eyePlaneT
#var float4 pos : $vin.POSITION : ATTR0 : 0 : 1
#var float3 normal : $vin.NORMAL : ATTR2 : 1 : 1
#var float4 oPos : $vout.POSITION : HPOS : 2 : 1
#var float4 oT0 : $vout.TEXCOORD0 : TEX0 : 3 : 1
#var float4 oT1 : $vout.TEXCOORD1 : TEX1 : 4 : 1
#var float4x4 modelView :  : c[0], 4 : 5 : 1
#var float4x4 modelViewIT :  : c[4], 4 : 6 : 1
#var float4x4 proj :  : c[8], 4 : 7 : 1
#var float4 eyePlaneS :  : c[12] : 8 : 1
#var float4 eyePlaneT :  : c[13] : 9 : 1
#const c[14] = 0 1 2 0.5
BB0:
MOV   R1.xyz, v[2];
MOV   R1.w, c[14].x;
DP4   R0.z, R1, c[6];
DP4   R0.y, R1, c[5];
DP4   R0.x, R1, c[4];
DP3   R0.w, R0, R0;
RSQ   R0.w, R0.w;
DP4   R1.z, v[0], c[2];
DP4   R1.x, v[0], c[0];
DP4   R1.y, v[0], c[1];
DP3   R1.w, R1, R1;
RSQ   R1.w, R1.w;
MUL   R2.xyz, R1.w, R1;
DP4   R1.w, v[0], c[3];
MUL   R0.xyz, R0.w, R0;
DP3   R0.w, R0, R2;
MUL   R0.xyz, R0, R0.w;
MAD   R0.xyz, -R0, c[14].z, R2;
MUL   R0.w, R0.y, R0.y;
MAD   R0.w, R0.x, R0.x, R0;
ADD   R0.z, c[14].y, R0;
MAD   R0.z, R0, R0, R0.w;
RSQ   R0.z, R0.z;
RCP   R0.z, R0.z;
MUL   R0.z, R0, c[14];
RCP   R0.z, R0.z;
MAD   o[TEX0].xy, R0, R0.z, c[14].w;
DP4   o[HPOS].w, R1, c[11];
DP4   o[HPOS].z, R1, c[10];
DP4   o[HPOS].y, R1, c[9];
DP4   o[HPOS].x, R1, c[8];
DP4   o[TEX1].x, R1, c[12];
DP4   o[TEX1].y, R1, c[13];
MOV   o[TEX0].zw, c[14].xyxy;
MOV   o[TEX1].zw, c[14].xyxy;
END
# 35 instructions, 3 R-regs
