!!VP2.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile vp30
# source file: tests/shaders/flow/loop_break_first_shadowed.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile vp30
#program main
#semantic main.mvp
#semantic main.lightDir
#semantic main.occluderCount
#semantic main.occluders
#var float4 pos : $vin.POSITION : ATTR0 : 0 : 1
#var float3 N : $vin.NORMAL : ATTR2 : 1 : 1
#var float4x4 mvp :  : c[0], 4 : 2 : 1
#var float3 lightDir :  : c[4] : 3 : 1
#var int occluderCount :  : c[5] : 4 : 1
#var float4 occluders[0] :  : c[6] : 5 : 1
#var float4 occluders[1] :  : c[7] : 5 : 1
#var float4 occluders[2] :  : c[8] : 5 : 1
#var float4 occluders[3] :  : c[9] : 5 : 1
#var float4 occluders[4] :  : c[10] : 5 : 1
#var float4 occluders[5] :  : c[11] : 5 : 1
#var float4 occluders[6] :  : c[12] : 5 : 1
#var float4 occluders[7] :  : c[13] : 5 : 1
#var float4 main.hpos : $vout.POSITION : HPOS : -1 : 1
#var float4 main.color : $vout.COLOR0 : COL0 : -1 : 1
#const c[14] = 1 0 0.25
BB0:
MOV   R1.x, c[5];
SLTC  CC.x, c[14].y, R1;
DP4   R0.w, v[0], c[3];
DP4   R0.z, v[0], c[2];
DP4   R0.y, v[0], c[1];
DP4   R0.x, v[0], c[0];
MOV   R1.w, c[14].x;
MOV   R2.x, c[14].y;
BRA   BB3 (EQ.x);
BB1:
ARL   A0.x, R2;
ADD   R1.xyz, c[A0.x + 6], -v[0];
DP3   R2.y, R1, -c[4];
MAD   R1.xyz, R2.y, c[4], R1;
DP3   R1.x, R1, R1;
MOV   R2.z, c[A0.x + 6].w;
MUL   R2.z, c[A0.x + 6].w, R2;
MOV   R1.y, c[14].z;
SLT   R1.x, R1, R2.z;
SGT   R1.z, R2.y, c[14].y;
MULC  CC.x, R1.z, R1;
MOV   R1.y(EQ.x), R1.w;
MOV   R1.w, R1.y;
BRA   BB3 (NE.x);
BB2:
ADD   R2.x, c[14], R2;
SLTC  CC.x, R2, c[5];
BRA   BB1 (NE.x);
BB3:
DP3   R1.x, v[2], -c[4];
MIN   R1.x, R1, c[14];
MAX   R1.x, R1, c[14].y;
MOV   o[HPOS], R0;
MUL   o[COL0].xyz, R1.x, R1.w;
MOV   o[COL0].w, c[14].x;
END
# 32 instructions, 3 R-regs
