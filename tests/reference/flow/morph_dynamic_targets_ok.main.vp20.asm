!!VP1.1
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile vp20
# source file: tests/shaders/flow/morph_dynamic_targets_ok.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile vp20
#program main
#semantic main.mvp
#semantic main.activeTargets
#semantic main.weights
#var float4 pos : $vin.POSITION : ATTR0 : 0 : 1
#var float3 d0 : $vin.TEXCOORD1 : TEXCOORD1 : 1 : 1
#var float3 d1 : $vin.TEXCOORD2 : TEXCOORD2 : 2 : 1
#var float3 d2 : $vin.TEXCOORD3 : TEXCOORD3 : 3 : 1
#var float3 d3 : $vin.TEXCOORD4 : TEXCOORD4 : 4 : 1
#var float4 hpos : $vout.POSITION : HPOS : 5 : 1
#var float4 color : $vout.COLOR0 : COL0 : 6 : 1
#var float4x4 mvp :  : c[0], 4 : 7 : 1
#var int activeTargets :  : c[4] : 8 : 1
#var float4 weights :  : c[5] : 9 : 1
#const c[6] = 0 1 3 2
#const c[7] = 0.5 1.5 2.5 3.5
MOV   R0.x, c[4];
SLT   R0, c[6].zwyx, R0.x;
MAX   R0, -R0, R0;
SLT   R0, c[6].x, R0.wzyx;
ADD   R1, -R0, c[6].y;
MUL   R2.xyz, v[9], c[5].x;
MUL   R3.xyz, v[0], R1.x;
ADD   R2.xyz, R2, v[0];
MAD   R2.xyz, R0.x, R2, R3;
MUL   R3.xyz, R2, R1.y;
MAD   R2.xyz, v[10], c[5].y, R2;
MAD   R2.xyz, R2, R0.y, R3;
MUL   R1.xyz, R2, R1.z;
MAD   R2.xyz, v[11], c[5].z, R2;
MAD   R1.xyz, R2, R0.z, R1;
MAD   R0.xyz, v[12], c[5].w, R1;
MUL   R1.xyz, R1, R1.w;
MAD   R1.xyz, R0, R0.w, R1;
MOV   R1.w, c[6].y;
MOV   R0, c[7];
SGE   R0, c[4].x, R0;
DP4   o[HPOS].w, R1, c[3];
DP4   o[HPOS].z, R1, c[2];
DP4   o[HPOS].y, R1, c[1];
DP4   o[HPOS].x, R1, c[0];
DP4   o[COL0].xyz, R0, c[5];
MOV   o[COL0].w, c[6].y;
END
# 27 instructions, 0 R-regs
