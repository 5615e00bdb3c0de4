!!VP1.1
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile vp20
# source file: tests/shaders/stdlib/geometric.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile vp20
#program vmain
#semantic vmain.eta
#var float4 p : $vin.POSITION : ATTR0 : 0 : 1
#var float3 n : $vin.NORMAL : ATTR2 : 1 : 1
#var float4 a : $vin.TEXCOORD0 : TEXCOORD0 : 2 : 1
#var float4 b : $vin.TEXCOORD1 : TEXCOORD1 : 3 : 1
#var float eta :  : c[0] : 4 : 1
#var float4 hpos : $vout.POSITION : HPOS : 5 : 1
#var float4 t0 : $vout.TEXCOORD0 : TEX0 : 6 : 1
#var float4 t1 : $vout.TEXCOORD1 : TEX1 : 7 : 1
#var float4 t2 : $vout.TEXCOORD2 : TEX2 : 8 : 1
#var float4 t3 : $vout.TEXCOORD3 : TEX3 : 9 : 1
#const c[1] = 2 1 0 16
DP3   R0.x, v[8], v[8];
RSQ   R3.w, R0.x;
DP3   R0.y, v[2], v[2];
RSQ   R0.x, R0.y;
MUL   R2.xyz, R0.x, v[2];
MUL   R3.xyz, R3.w, v[8];
DP3   R4.x, R2, R3;
DP3   R0.x, v[9], R3;
MAD   R0.z, R4.x, -R4.x, c[1].y;
MUL   R0.y, c[0].x, c[0].x;
MAD   R2.w, -R0.y, R0.z, c[1].y;
SLT   R0.x, R0, c[1].z;
SGE   R0.y, c[1].z, R0.x;
SGE   R0.x, R0, c[1].z;
MUL   R0.x, R0, R0.y;
MAX   R0.y, R2.w, -R2.w;
MAX   R0.x, -R0, R0;
SLT   R0.w, c[1].z, R0.x;
ADD   R0.x, -R0.w, c[1].y;
MUL   R1.xyz, R2, R0.x;
MAD   R1.xyz, -R2, R0.w, R1;
RSQ   R0.y, R0.y;
RCP   R0.y, R0.y;
MAD   R4.y, -R4.x, c[0].x, -R0;
MUL   R0.xyz, R2, R4.x;
MAD   R0.xyz, -R0, c[1].x, R3;
MOV   R1.w, c[1].z;
MOV   R0.w, c[1].y;
ADD   o[TEX2], R0, R1;
MUL   R0.xyz, R2, R4.y;
SLT   R0.w, c[1].z, R2;
DP3   R4.y, v[9], R2;
MOV   R2, v[9];
MAD   R0.xyz, R3, c[0].x, R0;
MUL   R0.xyz, R0, R0.w;
MOV   R4.z, c[1].w;
LIT   R1, R4.xyzz;
MOV   R0.w, c[1].z;
ADD   o[TEX3], R0, R1;
MUL   R0.xyz, v[8].zxyw, R2.yzxw;
MAD   o[TEX1].xyz, v[8].yzxw, R2.zxyw, -R0;
MOV   R1.xy, v[8];
ADD   R0.xy, v[9], -R1;
MUL   R0.zw, R0.xyxy, R0.xyxy;
MUL   R0.xy, v[8], R2;
ADD   R0.z, R0, R0.w;
ADD   o[TEX0].x, R0, R0.y;
RSQ   R0.x, R0.z;
MOV   o[HPOS], v[0];
DP4   o[TEX0].y, v[8], R2;
RCP   o[TEX0].w, R0.x;
RCP   o[TEX0].z, R3.w;
MAX   o[TEX1].w, v[9].x, -v[9].x;
END
# 53 instructions, 0 R-regs
