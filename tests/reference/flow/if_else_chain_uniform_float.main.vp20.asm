!!VP1.1
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile vp20
# source file: tests/shaders/flow/if_else_chain_uniform_float.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile vp20
#program main
#semantic main.mvp
#semantic main.debugMode
#var float4 pos : $vin.POSITION : ATTR0 : 0 : 1
#var float3 N : $vin.NORMAL : ATTR2 : 1 : 1
#var float2 uv : $vin.TEXCOORD0 : TEXCOORD0 : 2 : 1
#var float4 vcol : $vin.COLOR0 : ATTR3 : 3 : 1
#var float4 hpos : $vout.POSITION : HPOS : 4 : 1
#var float4 color : $vout.COLOR0 : COL0 : 5 : 1
#var float4x4 mvp :  : c[0], 4 : 6 : 1
#var float debugMode :  : c[4] : 7 : 1
#const c[5] = 0 1 0.5 1.5
#const c[6] = 2.5 3.5
MOV   R0.xy, c[5].wzzw;
SLT   R0.xy, c[4].x, R0.yxzw;
SGE   R0.zw, R0.xyxy, c[5].x;
SGE   R1.xy, c[5].x, R0;
MUL   R2.zw, R0, R1.xyxy;
MUL   R0.x, R2.z, R0.y;
MAX   R0.x, -R0, R0;
SLT   R3.x, c[5], R0;
ADD   R0.x, -R3, c[5].y;
MUL   R1, R0.x, v[3];
MUL   R2.z, R2, R2.w;
MOV   R2.xy, c[6];
MAD   R0.xyz, v[2], c[5].z, c[5].z;
MOV   R0.w, c[5].y;
MAD   R0, R3.x, R0, R1;
SLT   R1.xy, c[4].x, R2;
MUL   R2.w, R2.z, R1.x;
SGE   R1.zw, c[5].x, R1.xyxy;
SGE   R2.xy, R1, c[5].x;
MUL   R2.xy, R2, R1.zwzw;
MUL   R2.x, R2.z, R2;
MAX   R1.x, -R2.w, R2.w;
SLT   R2.z, c[5].x, R1.x;
MUL   R2.w, R2.x, R1.y;
ADD   R1.x, -R2.z, c[5].y;
MUL   R1, R1.x, R0;
MOV   R0.xy, v[8];
MOV   R0.zw, c[5].xyxy;
MAD   R1, R2.z, R0, R1;
MUL   R0.y, R2.x, R2;
MAX   R2.w, -R2, R2;
SLT   R0.x, c[5], R2.w;
ADD   R0.z, -R0.x, c[5].y;
MUL   R1, R0.z, R1;
MAX   R0.z, -R0.y, R0.y;
EXP   R0.y, v[0].x;
MOV   R2.x, R0.y;
EXP   R0.y, v[0].z;
SLT   R0.z, c[5].x, R0;
EXP   R2.y, v[0].y;
MOV   R2.z, R0.y;
MOV   R2.w, c[5].y;
MAD   R1, R0.x, R2, R1;
ADD   R0.x, -R0.z, c[5].y;
MUL   R1, R0.x, R1;
MAD   o[COL0], R0.z, c[5].yxyy, R1;
DP4   o[HPOS].w, v[0], c[3];
DP4   o[HPOS].z, v[0], c[2];
DP4   o[HPOS].y, v[0], c[1];
DP4   o[HPOS].x, v[0], c[0];
END
# 50 instructions, 0 R-regs
