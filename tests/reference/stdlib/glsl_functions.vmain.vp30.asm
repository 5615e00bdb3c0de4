!!VP2.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile vp30
# source file: tests/shaders/stdlib/glsl_functions.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile vp30
#program vmain
#semantic vmain.mvp
#semantic vmain.tint
#var float4 position : $vin.POSITION : ATTR0 : 0 : 1
#var float4 weights : $vin.TEXCOORD0 : TEXCOORD0 : 1 : 1
#var float3 normal : $vin.NORMAL : ATTR2 : 2 : 1
#var float4x4 mvp :  : c[0], 4 : 3 : 1
#var float4x4 tint :  : c[4], 4 : 4 : 1
#var float4 hpos : $vout.POSITION : HPOS : 5 : 1
#var float4 shade : $vout.TEXCOORD0 : TEX0 : 6 : 1
#var float4 flags : $vout.TEXCOORD1 : TEX1 : 7 : 1
#const c[8] = 1 0.69314718 0
BB0:
MOV   R0.xyz, v[2];
MOV   R0.w, c[8].x;
MUL   R1, v[8].wxyz, c[7];
DP4   R1.w, R1, R0;
MUL   R2, v[8].zwxy, c[6];
DP4   R1.z, R0, R2;
MUL   R2, v[8].yzwx, c[5];
DP4   R1.y, R0, R2;
MAD   R1.x, v[8], v[8], c[8];
RSQ   R1.x, R1.x;
RCP   R1.x, R1.x;
MUL   R2, v[8], c[4];
ADD   R3.x, v[8], R1;
DP4   R1.x, R0, R2;
LG2   R0.x, R3.x;
MUL   R0.w, R0.x, c[8].y;
MOV   R0.xyz, v[2].zxyw;
ADD   o[TEX0], R1, R0;
MOV   R2, v[0];
SGT   R0.zw, v[2].xyxy, c[8].z;
MOV   R0.xy, v[8];
SLT   R1, v[8], R2;
SEQ   R0.zw, R0, c[8].z;
SNE   R0.xy, v[2], R0;
ADD   o[TEX1], R1, R0;
DP4   o[HPOS].w, v[0], c[3];
DP4   o[HPOS].z, v[0], c[2];
DP4   o[HPOS].y, v[0], c[1];
DP4   o[HPOS].x, v[0], c[0];
END
# 29 instructions, 4 R-regs
