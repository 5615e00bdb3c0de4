!!VP1.1
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile vp20
# source file: tests/shaders/flow/particle_age_phases.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile vp20
#program main
#semantic main.mvp
#semantic main.time
#semantic main.lifetime
#semantic main.gravity
#semantic main.startColor
#semantic main.endColor
#var float4 pos : $vin.POSITION : ATTR0 : 0 : 1
#var float4 vel : $vin.TEXCOORD0 : TEXCOORD0 : 1 : 1
#var float birth : $vin.TEXCOORD1 : TEXCOORD1 : 2 : 1
#var float4x4 mvp :  : c[0], 4 : 3 : 1
#var float time :  : c[4] : 4 : 1
#var float lifetime :  : c[5] : 5 : 1
#var float3 gravity :  : c[6] : 6 : 1
#var float4 startColor :  : c[7] : 7 : 1
#var float4 endColor :  : c[8] : 8 : 1
#var float4 main.hpos : $vout.POSITION : HPOS : -1 : 1
#var float4 main.color : $vout.COLOR0 : COL0 : -1 : 1
#var float main.psize : $vout.PSIZE : PSIZ : -1 : 1
#const c[9] = 5 10 0 1
#const c[10] = 0.5 0 -2 1
#const c[11] = 0.1 0.80000001
ADD   R4.w, -v[9].x, c[4].x;
MUL   R0.xyz, R4.w, c[6];
MUL   R2.xyz, R4.w, v[8];
MUL   R0.xyz, R4.w, R0;
ADD   R2.xyz, R2, v[0];
MAD   R3.xyz, R0, c[10].x, R2;
MOV   R3.w, c[9];
DP4   R0.w, R3, c[3];
DP4   R0.z, R3, c[2];
SLT   R0.y, c[5].x, R4.w;
SLT   R0.x, -v[9], -c[4];
ADD   R0.x, R0, R0.y;
MAX   R2.x, -R0, R0;
SLT   R2.x, c[9].z, R2;
ADD   R5.x, -R2, c[9].w;
MAX   R4.x, -R5, R5;
SLT   R4.x, c[9].z, R4;
MAX   R0.x, -R0, R0;
SLT   R0.x, c[9].z, R0;
ADD   R4.y, -R0.x, c[9].w;
MUL   R2, R4.y, R1;
MAD   R2, R0.x, c[10].yyzw, R2;
ADD   R4.z, -R4.x, c[9].w;
DP4   R0.y, R3, c[1];
MUL   R2, R4.z, R2;
DP4   R0.x, R3, c[0];
MAD   o[HPOS], R4.x, R0, R2;
RCP   R2.x, c[5].x;
MUL   R3.x, R4.w, R2;
SLT   R3.z, c[11].y, R3.x;
MOV   R0, c[7];
SLT   R2.x, R3, c[11];
ADD   R2.y, R3.x, -c[11];
ADD   R0, -R0, c[8];
MUL   R0, R2.y, R0;
SGE   R2.y, c[9].z, R2.x;
SGE   R2.x, R2, c[9].z;
MUL   R2.x, R2, R2.y;
MUL   R3.y, R5.x, R2.x;
MUL   R2.x, R3.y, R3.z;
MAX   R3.w, -R2.x, R2.x;
MUL   R0, R0, c[9].x;
ADD   R2, R0, c[7];
SLT   R3.w, c[9].z, R3;
SGE   R4.w, c[9].z, R3.z;
SGE   R3.z, R3, c[9];
MUL   R3.z, R3, R4.w;
MUL   R3.y, R3, R3.z;
MAX   R3.y, -R3, R3;
SLT   R3.y, c[9].z, R3;
MUL   R0, R3.x, c[7];
ADD   R5.x, -R3.w, c[9].w;
MUL   R0, R0, R5.x;
MUL   R0, R0, c[9].y;
MAD   R0, R3.w, R2, R0;
MUL   R2, R4.y, R1;
ADD   R1.y, -R3, c[9].w;
MUL   R0, R1.y, R0;
MAD   R0, R3.y, c[7], R0;
MUL   R2, R4.z, R2;
MAD   o[COL0], R4.x, R0, R2;
MUL   R0.y, R4, R1.x;
ADD   R0.x, R3, c[9].w;
MUL   R0.y, R4.z, R0;
MUL   R0.x, v[8].w, R0;
MAD   o[PSIZ].x, R4, R0, R0.y;
END
# 66 instructions, 0 R-regs
