!!VP1.1
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile vp20
# source file: tests/shaders/flow/ternary_varying_chain.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile vp20
#program main
#semantic main.mvp
#semantic main.palette
#var float4 pos : $vin.POSITION : ATTR0 : 0 : 1
#var float matId : $vin.TEXCOORD3 : TEXCOORD3 : 1 : 1
#var float2 uv : $vin.TEXCOORD0 : TEXCOORD0 : 2 : 1
#var float4x4 mvp :  : c[0], 4 : 3 : 1
#var float4 palette[0] :  : c[4] : 4 : 1
#var float4 palette[1] :  : c[5] : 4 : 1
#var float4 palette[2] :  : c[6] : 4 : 1
#var float4 palette[3] :  : c[7] : 4 : 1
#var float4 main.hpos : $vout.POSITION : HPOS : -1 : 1
#var float4 main.color : $vout.COLOR0 : COL0 : -1 : 1
#var float2 main.uv : $vout.TEXCOORD0 : TEX0 : -1 : 1
#const c[8] = 1.5 0 1 2
#const c[9] = 3 0.5
SLT   R0.xy, v[11].x, c[8].zwzw;
SGE   R0.zw, R0.xyxy, c[8].y;
SGE   R0.xy, c[8].y, R0;
MUL   R2.xy, R0.zwzw, R0;
SLT   R1.x, v[11], c[9];
SGE   R0.x, R1, c[8].y;
SGE   R0.y, c[8], R1.x;
MUL   R0.y, R0.x, R0;
MUL   R0.x, R2, R2.y;
MUL   R0.y, R0.x, R0;
MAX   R0.y, -R0, R0;
MAX   R0.x, -R0, R0;
SLT   R2.y, c[8], R0.x;
SLT   R2.z, c[8].y, R0.y;
ADD   R0.x, -R2.z, c[8].z;
ADD   R1.x, -R2.y, c[8].z;
MUL   R0, R0.x, c[6];
MUL   R1, R1.x, c[5];
MAD   R0, R2.z, c[7], R0;
MAD   R0, R2.y, R0, R1;
MAX   R1.x, -R2, R2;
SLT   R3.x, c[8].y, R1;
SGE   R2.x, v[11], c[8].w;
SLT   R2.y, v[0], c[8];
MUL   R1.y, R2, R2.x;
MAX   R1.y, -R1, R1;
SLT   R2.z, c[8].y, R1.y;
ADD   R1.x, -R3, c[8].z;
MUL   R1, R1.x, c[4];
MAD   R0, R3.x, R0, R1;
ADD   R2.w, -R2.z, c[8].z;
MUL   R1, R0, R2.w;
MUL   R0, R0, R2.z;
MAD   R0, R0, c[9].y, R1;
SGE   R1.x, R2, c[8].y;
SGE   R1.y, c[8], R2.x;
MUL   R1.y, R1.x, R1;
SLT   R1.x, c[8], v[11];
SGE   R1.z, c[8].y, R1.x;
SGE   R1.x, R1, c[8].y;
MUL   R1.z, R1.x, R1;
MUL   R1.y, R2, R1;
MAX   R1.x, -R1.y, R1.y;
MAX   R1.y, -R1.z, R1.z;
SLT   R1.z, c[8].y, R1.y;
SLT   R1.x, c[8].y, R1;
ADD   R1.y, -R1.x, c[8].z;
MUL   R0.w, R1.y, R0;
ADD   R1.y, -R1.z, c[8].z;
MAD   o[COL0].w, R1.x, c[9].y, R0;
MAD   R0.w, R1.y, c[8], R1.z;
MOV   o[COL0].xyz, R0;
MUL   o[TEX0].xy, v[8], R0.w;
DP4   o[HPOS].w, v[0], c[3];
DP4   o[HPOS].z, v[0], c[2];
DP4   o[HPOS].y, v[0], c[1];
DP4   o[HPOS].x, v[0], c[0];
END
# 57 instructions, 0 R-regs
