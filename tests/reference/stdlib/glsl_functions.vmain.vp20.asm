!!VP1.1
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile vp20
# source file: tests/shaders/stdlib/glsl_functions.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile vp20
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
MAD   R2.x, v[8], v[8], c[8];
RSQ   R2.x, R2.x;
RCP   R2.x, R2.x;
ADD   R2.x, v[8], R2;
MOV   R0.w, c[8].x;
MOV   R0.xyz, v[2];
MUL   R1, v[8].wxyz, c[7];
DP4   R2.w, R1, R0;
MUL   R1, v[8].zwxy, c[6];
DP4   R2.z, R0, R1;
MUL   R1, v[8].yzwx, c[5];
DP4   R2.y, R0, R1;
MUL   R1, v[8], c[4];
LOG   R3.z, R2.x;
DP4   R2.x, R0, R1;
MOV   R1, v[0];
MOV   R0.xyz, v[2].zxyw;
MUL   R0.w, R3.z, c[8].y;
ADD   o[TEX0], R2, R0;
SLT   R0.xy, c[8].z, v[2];
SGE   R0.zw, c[8].z, R0.xyxy;
SGE   R0.xy, R0, c[8].z;
MUL   R0.zw, R0.xyxy, R0;
MOV   R2.xy, v[2];
MOV   R0.xy, v[8];
SLT   R1, v[8], R1;
SLT   R2.xy, v[8], R2;
SLT   R0.xy, v[2], R0;
ADD   R0.xy, R0, R2;
ADD   o[TEX1], R1, R0;
DP4   o[HPOS].w, v[0], c[3];
DP4   o[HPOS].z, v[0], c[2];
DP4   o[HPOS].y, v[0], c[1];
DP4   o[HPOS].x, v[0], c[0];
END
# 34 instructions, 0 R-regs
