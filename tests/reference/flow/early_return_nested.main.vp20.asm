!!VP1.1
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile vp20
# source file: tests/shaders/flow/early_return_nested.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile vp20
#program main
#semantic main.mvp
#semantic main.eye
#semantic main.range
#semantic main.cNear
#semantic main.cMid
#semantic main.cFar
#var float4 pos : $vin.POSITION : ATTR0 : 0 : 1
#var float4 hpos : $vout.POSITION : HPOS : 1 : 1
#var float4 color : $vout.COLOR0 : COL0 : 2 : 1
#var float4x4 mvp :  : c[0], 4 : 3 : 1
#var float3 eye :  : c[4] : 4 : 1
#var float2 range :  : c[5] : 5 : 1
#var float4 cNear :  : c[6] : 6 : 1
#var float4 cMid :  : c[7] : 7 : 1
#var float4 cFar :  : c[8] : 8 : 1
#const c[9] = 0 1 0.5
ADD   R1.xyz, -v[0], c[4];
DP3   R1.x, R1, R1;
RSQ   R1.x, R1.x;
RCP   R2.x, R1.x;
SLT   R1.w, R2.x, c[5].x;
MAX   R1.x, -R1.w, R1.w;
SLT   R1.y, c[5], R2.x;
MAX   R2.y, -R1.w, R1.w;
SLT   R2.y, c[9].x, R2;
ADD   R2.z, -R2.y, c[9].y;
MUL   R0, R2.z, R0;
SLT   R1.x, c[9], R1;
ADD   R1.x, -R1, c[9].y;
MUL   R1.y, R1.x, R1;
SLT   R1.z, c[9].x, v[0].y;
MUL   R1.z, R1.y, R1;
MAX   R1.w, -R1.z, R1.z;
MAD   R0, R2.y, c[6], R0;
MAX   R2.y, -R1.z, R1.z;
SLT   R2.y, c[9].x, R2;
ADD   R2.z, -R2.y, c[9].y;
MUL   R0, R2.z, R0;
SLT   R1.w, c[9].x, R1;
ADD   R1.w, -R1, c[9].y;
MUL   R1.w, R1.x, R1;
MUL   R1.y, R1, R1.w;
MAX   R1.z, -R1.y, R1.y;
MAX   R1.y, -R1, R1;
SLT   R1.z, c[9].x, R1;
ADD   R1.z, -R1, c[9].y;
MUL   R1.z, R1, R1.w;
MUL   R1.x, R1, R1.z;
MAD   R0, R2.y, c[8], R0;
MAX   R2.y, -R1.x, R1.x;
SLT   R2.z, c[9].x, R1.y;
ADD   R1.x, -R2.z, c[9].y;
MUL   R1, R1.x, R0;
MUL   R0, R2.z, c[8];
ADD   R2.z, c[5].y, -c[5].x;
MAD   R0, R0, c[9].z, R1;
SLT   R2.y, c[9].x, R2;
ADD   R1.x, -R2.y, c[9].y;
MUL   R1, R1.x, R0;
MOV   R0, c[6];
ADD   R0, -R0, c[7];
RCP   R2.z, R2.z;
ADD   R2.x, R2, -c[5];
MUL   R2.x, R2, R2.z;
MAD   R0, R2.x, R0, c[6];
MAD   o[COL0], R2.y, R0, R1;
DP4   o[HPOS].w, v[0], c[3];
DP4   o[HPOS].z, v[0], c[2];
DP4   o[HPOS].y, v[0], c[1];
DP4   o[HPOS].x, v[0], c[0];
END
# 54 instructions, 0 R-regs
