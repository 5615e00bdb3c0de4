!!VP1.1
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile vp20
# source file: tests/shaders/flow/branch_lod_quality.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile vp20
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
ADD   R0.xyz, -v[0], c[4];
DP3   R0.w, R0, R0;
RSQ   R0.w, R0.w;
MUL   R0.xyz, R0.w, R0;
DP3   R0.w, v[2], -R0;
ADD   R1.xyz, -v[0], c[5];
DP3   R1.w, R1, R1;
RSQ   R1.w, R1.w;
MUL   R2.xyz, v[2], R0.w;
MAD   R0.xyz, -R2, c[8].y, -R0;
MUL   R1.xyz, R1.w, R1;
DP3   R0.x, R0, R1;
MIN   R0.x, R0, c[8];
MAX   R0.xy, R0.x, c[8].z;
MOV   R0.z, c[7].x;
LIT   R0.z, R0.xyzz;
SGE   R1.x, -R0.w, c[8].z;
MAX   R0.y, -c[6].x, c[6].x;
MIN   R0.x, -R0.w, c[8];
MUL   R0.z, R0, R1.x;
SLT   R0.y, c[8].z, R0;
MUL   o[COL1], R0.y, R0.z;
MAX   o[COL0].xyz, R0.x, c[8].z;
DP4   o[HPOS].w, v[0], c[3];
DP4   o[HPOS].z, v[0], c[2];
DP4   o[HPOS].y, v[0], c[1];
DP4   o[HPOS].x, v[0], c[0];
MOV   o[COL0].w, c[8].x;
END
# 28 instructions, 0 R-regs
