!!VP1.1
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile vp20
# source file: tests/shaders/flow/fixed_loop_break.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile vp20
#program main
#semantic main.mvp
#semantic main.eyePos
#semantic main.lodDist
#semantic main.lodColor
#var float4 pos : $vin.POSITION : ATTR0 : 0 : 1
#var float4x4 mvp :  : c[0], 4 : 1 : 1
#var float3 eyePos :  : c[4] : 2 : 1
#var float lodDist[0] :  : c[5] : 3 : 1
#var float lodDist[1] :  : c[6] : 3 : 1
#var float lodDist[2] :  : c[7] : 3 : 1
#var float lodDist[3] :  : c[8] : 3 : 1
#var float4 lodColor[0] :  : c[9] : 4 : 1
#var float4 lodColor[1] :  : c[10] : 4 : 1
#var float4 lodColor[2] :  : c[11] : 4 : 1
#var float4 lodColor[3] :  : c[12] : 4 : 1
#var float4 main.hpos : $vout.POSITION : HPOS : -1 : 1
#var float4 main.color : $vout.COLOR0 : COL0 : -1 : 1
#const c[13] = 0 1
ADD   R0.xyz, v[0], -c[4];
DP3   R0.x, R0, R0;
RSQ   R0.x, R0.x;
RCP   R1.y, R0.x;
SLT   R0.y, R1, c[5].x;
MAX   R0.x, -R0.y, R0.y;
SLT   R1.x, c[13], R0;
SGE   R0.w, -R1.x, -c[13].x;
MAX   R0.x, -R0.w, R0.w;
SLT   R0.x, c[13], R0;
ADD   R2.y, R0.x, c[13].x;
ARL   A0.x, R2.y;
SLT   R0.x, R1.y, c[A0.x + 5];
MUL   R0.x, R0, R0.w;
MAX   R0.z, -R0.x, R0.x;
SLT   R0.z, c[13].x, R0;
MAX   R2.z, -R0.x, R0.x;
ADD   R1.z, -R0, c[13].y;
ADD   R1.x, -R1, c[13];
MUL   R1.w, R1.z, R1.x;
SGE   R1.x, -R0.z, -R1.w;
MUL   R0.w, R1.x, R0;
MAX   R1.x, -R0.w, R0.w;
SLT   R1.x, c[13], R1;
ADD   R1.z, -R1.x, c[13].y;
MUL   R2.x, R2.y, R1.z;
ADD   R1.z, R2.y, c[13].y;
MAD   R1.x, R1, R1.z, R2;
ARL   A0.x, R1.x;
SLT   R1.z, R1.y, c[A0.x + 5].x;
MUL   R1.z, R1, R0.w;
ARL   A0.x, R2.y;
MAX   R2.x, -R1.z, R1.z;
SLT   R2.x, c[13], R2;
ADD   R0.z, -R0, R1.w;
ADD   R1.w, -R2.x, c[13].y;
MUL   R0.z, R1.w, R0;
SGE   R0.z, -R2.x, -R0;
MAX   R2.x, -R0.y, R0.y;
MUL   R1.w, R0.z, R0;
MAX   R0.z, -R1.w, R1.w;
SLT   R0.z, c[13].x, R0;
ADD   R0.w, -R0.z, c[13].y;
SLT   R2.w, c[13].x, R2.x;
MUL   R0.w, R1.x, R0;
ADD   R0.y, R1.x, c[13];
MAD   R2.x, R0.z, R0.y, R0.w;
ADD   R0.y, -R2.w, c[13];
MUL   R0, R0.y, c[12];
SLT   R2.z, c[13].x, R2;
MAD   R0, R2.w, c[9], R0;
ADD   R2.w, -R2.z, c[13].y;
MUL   R0, R2.w, R0;
MAD   R0, R2.z, c[A0.x + 9], R0;
ARL   A0.x, R2.x;
SLT   R1.y, R1, c[A0.x + 5].x;
MAX   R2.y, -R1.z, R1.z;
MUL   R1.z, R1.y, R1.w;
SLT   R1.y, c[13].x, R2;
MAX   R1.z, -R1, R1;
ADD   R1.w, -R1.y, c[13].y;
ARL   A0.x, R1.x;
SLT   R1.z, c[13].x, R1;
MUL   R0, R1.w, R0;
MAD   R0, R1.y, c[A0.x + 9], R0;
ADD   R1.x, -R1.z, c[13].y;
MUL   R0, R1.x, R0;
ARL   A0.x, R2.x;
MAD   o[COL0], R1.z, c[A0.x + 9], R0;
DP4   o[HPOS].w, v[0], c[3];
DP4   o[HPOS].z, v[0], c[2];
DP4   o[HPOS].y, v[0], c[1];
DP4   o[HPOS].x, v[0], c[0];
END
# 73 instructions, 0 R-regs
