!!VP2.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile vp30
# source file: tests/shaders/flow/branch_lod_quality.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile vp30
#program main
#semantic main.mvp
#semantic main.lightPos
#semantic main.eyePos
#semantic main.highQuality
#semantic main.shininess
#var float4 pos : $vin.POSITION : ATTR0 : 0 : 1
#var float3 N : $vin.NORMAL : ATTR2 : 1 : 1
#var float4x4 mvp :  : c[0], 4 : 2 : 1
#var float3 lightPos :  : c[4] : 3 : 1
#var float3 eyePos :  : c[5] : 4 : 1
#var bool highQuality :  : c[6] : 5 : 1
#var float shininess :  : c[7] : 6 : 1
#var float4 main.hpos : $vout.POSITION : HPOS : -1 : 1
#var float4 main.diff : $vout.COLOR0 : COL0 : -1 : 1
#var float4 main.spec : $vout.COLOR1 : COL1 : -1 : 1
#const c[8] = 1 2 0
BB0:
ADD   R1.xyz, c[4], -v[0];
DP3   R0.x, R1, R1;
RSQ   R0.w, R0.x;
MUL   R1.xyz, R0.w, R1;
DP3   R0.w, v[2], -R1;
ADD   R0.xyz, c[5], -v[0];
DP3   R1.w, R0, R0;
RSQ   R1.w, R1.w;
MUL   R2.xyz, v[2], R0.w;
MUL   R0.xyz, R1.w, R0;
MAD   R1.xyz, -R2, c[8].y, -R1;
DP3   R0.x, R1, R0;
MIN   R0.x, R0, c[8];
MAX   R0.x, R0, c[8].z;
LG2   R0.x, R0.x;
MUL   R0.x, R0, c[7];
EX2   R0.y, R0.x;
MOV   R0.x, c[8].z;
SGE   R0.z, -R0.w, c[8];
MOVC  CC.x, c[6];
MUL   R0.x(NE), R0.y, R0.z;
MOV   o[COL1], R0.x;
MIN   R0.x, -R0.w, c[8];
MAX   o[COL0].xyz, R0.x, c[8].z;
DP4   o[HPOS].w, v[0], c[3];
DP4   o[HPOS].z, v[0], c[2];
DP4   o[HPOS].y, v[0], c[1];
DP4   o[HPOS].x, v[0], c[0];
MOV   o[COL0].w, c[8].x;
END
# 29 instructions, 3 R-regs
