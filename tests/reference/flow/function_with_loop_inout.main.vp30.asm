!!VP2.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile vp30
# source file: tests/shaders/flow/function_with_loop_inout.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile vp30
#program main
#semantic main.mvp
#semantic main.count
#semantic main.lights
#semantic main.colors
#var float4 pos : $vin.POSITION : ATTR0 : 0 : 1
#var float3 N : $vin.NORMAL : ATTR2 : 1 : 1
#var float4 hpos : $vout.POSITION : HPOS : 2 : 1
#var float4 front : $vout.COLOR0 : COL0 : 3 : 1
#var float4 back : $vout.COLOR1 : COL1 : 4 : 1
#var float4x4 mvp :  : c[0], 4 : 5 : 1
#var int count :  : c[4] : 6 : 1
#var float4 lights[0] :  : c[5] : 7 : 1
#var float4 lights[1] :  : c[6] : 7 : 1
#var float4 lights[2] :  : c[7] : 7 : 1
#var float4 lights[3] :  : c[8] : 7 : 1
#var float4 lights[4] :  : c[9] : 7 : 1
#var float4 lights[5] :  : c[10] : 7 : 1
#var float4 lights[6] :  : c[11] : 7 : 1
#var float4 lights[7] :  : c[12] : 7 : 1
#var float3 colors[0] :  : c[13] : 8 : 1
#var float3 colors[1] :  : c[14] : 8 : 1
#var float3 colors[2] :  : c[15] : 8 : 1
#var float3 colors[3] :  : c[16] : 8 : 1
#var float3 colors[4] :  : c[17] : 8 : 1
#var float3 colors[5] :  : c[18] : 8 : 1
#var float3 colors[6] :  : c[19] : 8 : 1
#var float3 colors[7] :  : c[20] : 8 : 1
#const c[21] = 0 1
#const c[22] = 0.30000001 0.60000002 0.1
BB0:
MOV   R1.x, c[4];
SLTC  CC.x, c[21], R1;
MOV   R0.xyz, c[21].x;
DP4   o[HPOS].w, v[0], c[3];
DP4   o[HPOS].z, v[0], c[2];
DP4   o[HPOS].y, v[0], c[1];
DP4   o[HPOS].x, v[0], c[0];
MOV   R0.w, c[21].x;
MOV   R1.w, c[21].x;
BRA   BB2 (EQ.x);
BB1:
ARL   A0.x, R1.w;
MUL   R1.xyz, -v[0], c[A0.x + 5].w;
ADD   R1.xyz, R1, c[A0.x + 5];
DP3   R2.x, R1, R1;
RSQ   R2.x, R2.x;
MUL   R1.xyz, R2.x, R1;
DP3   R1.x, v[2], R1;
MIN   R1.x, R1, c[21].y;
MAX   R1.x, R1, c[21];
MUL   R1.xyz, c[A0.x + 13], R1.x;
ADD   R0.xyz, R0, R1;
DP3   R1.x, R1, c[22];
ADD   R1.w, c[21].y, R1;
SLTC  CC.x, R1.w, c[4];
MAX   R0.w, R0, R1.x;
BRA   BB1 (NE.x);
BB2:
MOV   R3.x, c[4];
SLTC  CC.x, c[21], R3;
MOV   R1.xyz, -v[2];
MOV   R2.xyz, c[21].x;
MOV   R1.w, c[21].x;
MOV   R2.w, c[21].x;
BRA   BB4 (EQ.x);
BB3:
ARL   A0.x, R2.w;
MUL   R3.xyz, -v[0], c[A0.x + 5].w;
ADD   R3.xyz, R3, c[A0.x + 5];
DP3   R3.w, R3, R3;
RSQ   R3.w, R3.w;
MUL   R3.xyz, R3.w, R3;
DP3   R3.x, R1, R3;
MIN   R3.x, R3, c[21].y;
MAX   R3.x, R3, c[21];
MUL   R3.xyz, c[A0.x + 13], R3.x;
ADD   R2.xyz, R2, R3;
DP3   R3.x, R3, c[22];
ADD   R2.w, c[21].y, R2;
SLTC  CC.x, R2.w, c[4];
MAX   R1.w, R1, R3.x;
BRA   BB3 (NE.x);
BB4:
MOV   o[COL0].xyz, R0;
MOV   o[COL1].xyz, R2;
MOV   o[COL0].w, R0;
MOV   o[COL1].w, R1;
END
# 53 instructions, 4 R-regs
