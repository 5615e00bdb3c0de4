!!VP1.1
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile vp20
# source file: tests/shaders/flow/abs_sign_branch.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile vp20
#program main
#semantic main.mvp
#semantic main.mirrorAxis
#var float4 pos : $vin.POSITION : ATTR0 : 0 : 1
#var float3 N : $vin.NORMAL : ATTR2 : 1 : 1
#var float4 hpos : $vout.POSITION : HPOS : 2 : 1
#var float4 color : $vout.COLOR0 : COL0 : 3 : 1
#var float4x4 mvp :  : c[0], 4 : 4 : 1
#var float3 mirrorAxis :  : c[4] : 5 : 1
#const c[5] = 0 1 2
DP3   R2.x, v[0], c[4];
SLT   R1.x, R2, c[5];
SLT   R1.y, c[5].x, R2.x;
SLT   R1.w, R1.y, R1.x;
ADD   R2.z, R1.y, -R1.x;
SGE   R0.y, R1.w, c[5].x;
SGE   R0.x, c[5], R1.w;
MUL   R0.x, R0.y, R0;
MAX   R0.x, -R0, R0;
SLT   R2.y, c[5].x, R0.x;
DP3   R0.y, v[2], c[4];
MUL   R0.xyz, R0.y, c[4];
MAD   R0.xyz, -R0, c[5].z, v[2];
ADD   R1.z, -R2.y, c[5].y;
MAX   R2.w, -R1, R1;
MAX   R2.z, R2, -R2;
MIN   R1.w, R2.z, c[5].y;
MOV   R0.w, c[5].y;
MAX   R0.xyz, -R0, R0;
MUL   R0, R1.z, R0;
MAX   R1.xyz, v[2], c[5].x;
MAD   o[COL0], R2.y, R1, R0;
SLT   R0.w, c[5].x, R2;
MUL   R1.xyz, R2.x, c[4];
ADD   R0.x, -R0.w, c[5].y;
MOV   R1.w, v[0];
MAD   R1.xyz, -R1, c[5].z, v[0];
MUL   R0.xyz, v[0], R0.x;
MAD   R1.xyz, R0.w, R1, R0;
DP4   o[HPOS].w, R1, c[3];
DP4   o[HPOS].z, R1, c[2];
DP4   o[HPOS].y, R1, c[1];
DP4   o[HPOS].x, R1, c[0];
END
# 33 instructions, 0 R-regs
