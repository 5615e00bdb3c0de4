!!VP2.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile vp30
# source file: tests/shaders/flow/select_guarded_sums.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile vp30
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
#const c[13] = 0.1 1 0 3
#const c[14] = 0.25 0.5
BB0:
SLTC  CC.x, c[13].z, c[13].w;
MOV   R1, c[13].xxxy;
DP4   R0.w, v[0], c[3];
DP4   R0.z, v[0], c[2];
DP4   R0.y, v[0], c[1];
DP4   R0.x, v[0], c[0];
MOV   R3.x, c[13].z;
BRA   BB2 (EQ.x);
BB1:
ARL   A0.x, R3;
ADD   R2.xyz, c[A0.x + 5], -v[0];
DP3   R2.w, R2, R2;
RSQ   R3.y, R2.w;
MUL   R2.xyz, R3.y, R2;
DP3   R3.z, v[2], R2;
MOV   R2, R1;
MOVC  CC.x, R3.z;
MAD   R2(GT.x), R3.z, c[A0.x + 8], R1;
RCP   R1.y, R3.y;
MOV   R1.x, R2.w;
SGTC  CC.x, R1.y, c[A0.x + 5].w;
ADD   R1.x(EQ), c[14], R2.w;
MOV   R1.w, R1.x;
ADD   R3.x, c[13].y, R3;
SLTC  CC.x, R3, c[13].w;
MOV   R1.xyz, R2;
BRA   BB1 (NE.x);
BB2:
ADD   R2.xyz, c[4], -v[0];
DP3   R2.w, R2, R2;
RSQ   R2.w, R2.w;
MUL   R2.xyz, R2.w, R2;
DP3   R2.x, R2, v[2];
MIN   R2.x, R2, c[13].y;
MAX   R2.x, R2, c[13].z;
ADD   R2.x, c[13].y, -R2;
LG2   R2.y, R2.x;
MUL   R2.y, R2, c[12].x;
EX2   R2.y, R2.y;
SGT   R2.x, R2, c[14].y;
MOV   o[COL1].xyz, R2.y;
MULC  CC.x, R2, c[11];
MOV   o[COL1].xyz(EQ.x), c[13].z;
MOV   o[HPOS], R0;
MOV   o[COL0], R1;
MOV   o[COL1].w, c[13].y;
END
# 44 instructions, 4 R-regs
