!!VP1.1
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile vp20
# source file: tests/shaders/stdlib/matrix.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile vp20
#program vmain
#semantic vmain.M
#semantic vmain.R
#semantic vmain.S
#semantic vmain.U
#var float4 p : $vin.POSITION : ATTR0 : 0 : 1
#var float4 a : $vin.TEXCOORD0 : TEXCOORD0 : 1 : 1
#var float4x4 M :  : c[0], 4 : 2 : 1
#var float3x3 R :  : c[4], 3 : 3 : 1
#var float2x3 S :  : c[7], 2 : 4 : 1
#var float1x1 U :  : c[9], 1 : 5 : 1
#var float4 hpos : $vout.POSITION : HPOS : 6 : 1
#var float4 t0 : $vout.TEXCOORD0 : TEX0 : 7 : 1
#var float4 t1 : $vout.TEXCOORD1 : TEX1 : 8 : 1
#var float4 t2 : $vout.TEXCOORD2 : TEX2 : 9 : 1
MOV   R1.xyz, c[6];
MUL   R0, v[8].y, c[1];
MUL   R2.xyz, R1.yzxw, c[5].zxyw;
MAD   R1.xyz, R1.zxyw, c[5].yzxw, -R2;
DP3   o[TEX1].w, R1, c[4];
MAD   R0, v[8].x, c[0], R0;
MAD   R0, v[8].z, c[2], R0;
MAD   o[TEX0], v[8].w, c[3], R0;
MOV   R0.zw, c[5].xyxy;
DP3   R0.y, v[8], c[8];
MUL   R0.z, R0, c[4].y;
MAD   R0.z, R0.w, c[4].x, -R0;
DP3   R0.x, v[8], c[7];
MOV   R1.x, c[7].y;
MOV   R1.y, c[8];
MUL   R1.xy, R1, R0;
ADD   R1.x, R1, R1.y;
ADD   o[TEX2].x, R1, R0;
MUL   R0.x, v[8].y, c[8];
ADD   o[TEX2].w, R0.z, c[9].x;
DP4   o[HPOS].w, v[0], c[3];
DP4   o[HPOS].z, v[0], c[2];
DP4   o[HPOS].y, v[0], c[1];
DP4   o[HPOS].x, v[0], c[0];
DP3   o[TEX1].x, v[8], c[4];
DP3   o[TEX1].y, v[8], c[5];
DP3   o[TEX1].z, v[8], c[6];
MOV   o[TEX2].y, R0;
MAD   o[TEX2].z, v[8].x, c[7].x, R0.x;
END
# 29 instructions, 0 R-regs
