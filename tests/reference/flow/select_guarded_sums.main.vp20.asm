!!VP1.1
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile vp20
# source file: tests/shaders/flow/select_guarded_sums.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile vp20
#program main
#semantic main.mvp
#semantic main.eye
#semantic main.light_pos
#semantic main.light_color
#semantic main.rim_enabled
#semantic main.rim_power
#var float4 position : $vin.POSITION : ATTR0 : 0 : 1
#var float3 normal : $vin.NORMAL : ATTR2 : 1 : 1
#var float4x4 mvp :  : c[0], 4 : 2 : 1
#var float3 eye :  : c[4] : 3 : 1
#var float4 light_pos[0] :  : c[5] : 4 : 1
#var float4 light_pos[1] :  : c[6] : 4 : 1
#var float4 light_pos[2] :  : c[7] : 4 : 1
#var float4 light_color[0] :  : c[8] : 5 : 1
#var float4 light_color[1] :  : c[9] : 5 : 1
#var float4 light_color[2] :  : c[10] : 5 : 1
#var bool rim_enabled :  : c[11] : 6 : 1
#var float rim_power :  : c[12] : 7 : 1
#var float4 main.hpos : $vout.POSITION : HPOS : -1 : 1
#var float4 main.diffuse : $vout.COLOR0 : COL0 : -1 : 1
#var float4 main.rim : $vout.COLOR1 : COL1 : -1 : 1
#const c[13] = 0 1 0.1 0.25
#const c[14] = 0.5
ADD   R0.xyz, -v[0], c[5];
DP3   R0.w, R0, R0;
RSQ   R2.x, R0.w;
MUL   R0.xyz, R2.x, R0;
DP3   R0.x, v[2], R0;
SLT   R0.y, c[13].x, R0.x;
MAX   R0.y, -R0, R0;
SLT   R1.z, c[13].x, R0.y;
ADD   R1.x, -R1.z, c[13].y;
RCP   R2.y, R2.x;
SLT   R2.y, c[5].w, R2;
SGE   R2.z, c[13].x, R2.y;
MUL   R0, R0.x, c[8];
SGE   R2.y, R2, c[13].x;
MUL   R2.y, R2, R2.z;
MUL   R1.xy, R1.x, c[13].zyzw;
ADD   R0, R0, c[13].zzzy;
MAD   R0, R1.z, R0, R1.xxxy;
ADD   R1.xyz, -v[0], c[6];
DP3   R2.x, R1, R1;
RSQ   R2.x, R2.x;
MUL   R1.xyz, R2.x, R1;
DP3   R2.z, v[2], R1;
MAX   R2.y, -R2, R2;
SLT   R1.x, c[13], R2.y;
SLT   R1.y, c[13].x, R2.z;
MAX   R1.y, -R1, R1;
SLT   R2.y, c[13].x, R1;
ADD   R1.w, R0, c[13];
ADD   R1.z, -R1.x, c[13].y;
MUL   R0.w, R0, R1.z;
MAD   R0.w, R1.x, R1, R0;
ADD   R1.x, -R2.y, c[13].y;
MUL   R1, R0, R1.x;
MAD   R0, R2.z, c[9], R0;
MAD   R0, R2.y, R0, R1;
RCP   R2.y, R2.x;
ADD   R1.xyz, -v[0], c[7];
DP3   R2.x, R1, R1;
SLT   R2.y, c[6].w, R2;
SGE   R2.z, c[13].x, R2.y;
RSQ   R2.x, R2.x;
MUL   R1.xyz, R2.x, R1;
SGE   R2.y, R2, c[13].x;
MUL   R2.y, R2, R2.z;
DP3   R2.z, v[2], R1;
MAX   R2.y, -R2, R2;
SLT   R1.x, c[13], R2.y;
SLT   R1.y, c[13].x, R2.z;
MAX   R1.y, -R1, R1;
RCP   R2.x, R2.x;
SLT   R2.y, c[13].x, R1;
ADD   R1.w, R0, c[13];
ADD   R1.z, -R1.x, c[13].y;
MUL   R0.w, R0, R1.z;
MAD   R0.w, R1.x, R1, R0;
ADD   R1.x, -R2.y, c[13].y;
MUL   R1, R0, R1.x;
MAD   R0, R2.z, c[10], R0;
MAD   R0, R2.y, R0, R1;
ADD   R1.xyz, -v[0], c[4];
DP3   R2.y, R1, R1;
RSQ   R2.y, R2.y;
MUL   R1.xyz, R2.y, R1;
DP3   R1.y, v[2], R1;
SLT   R2.x, c[7].w, R2;
SGE   R2.y, c[13].x, R2.x;
MOV   o[COL0].xyz, R0;
SGE   R2.x, R2, c[13];
MUL   R2.x, R2, R2.y;
MIN   R1.z, R1.y, c[13].y;
MAX   R1.x, -R2, R2;
SLT   R1.y, c[13].x, R1.x;
MAX   R1.x, R1.z, c[13];
ADD   R1.x, -R1, c[13].y;
ADD   R1.w, R0, c[13];
ADD   R1.z, -R1.y, c[13].y;
MUL   R0.w, R0, R1.z;
MOV   R0.xy, R1.x;
MOV   R0.z, c[12].x;
LIT   R0.z, R0.xyzz;
SLT   R1.z, c[14].x, R1.x;
MAD   o[COL0].w, R1.y, R1, R0;
MUL   R0.w, R1.z, c[11].x;
MAX   R0.w, -R0, R0;
SLT   R0.x, c[13], R0.w;
MUL   o[COL1].xyz, R0.x, R0.z;
DP4   o[HPOS].w, v[0], c[3];
DP4   o[HPOS].z, v[0], c[2];
DP4   o[HPOS].y, v[0], c[1];
DP4   o[HPOS].x, v[0], c[0];
MOV   o[COL1].w, c[13].y;
END
# 92 instructions, 0 R-regs
