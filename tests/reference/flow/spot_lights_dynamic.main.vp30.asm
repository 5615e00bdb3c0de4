!!VP2.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile vp30
# source file: tests/shaders/flow/spot_lights_dynamic.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile vp30
#program main
#semantic main.mvp
#semantic main.spotCount
#semantic main.spotPos
#semantic main.spotDir
#semantic main.spotCos
#semantic main.spotColor
#var float4 pos : $vin.POSITION : ATTR0 : 0 : 1
#var float3 N : $vin.NORMAL : ATTR2 : 1 : 1
#var float4x4 mvp :  : c[0], 4 : 2 : 1
#var int spotCount :  : c[4] : 3 : 1
#var float3 spotPos[0] :  : c[5] : 4 : 1
#var float3 spotPos[1] :  : c[6] : 4 : 1
#var float3 spotPos[2] :  : c[7] : 4 : 1
#var float3 spotPos[3] :  : c[8] : 4 : 1
#var float3 spotDir[0] :  : c[9] : 5 : 1
#var float3 spotDir[1] :  : c[10] : 5 : 1
#var float3 spotDir[2] :  : c[11] : 5 : 1
#var float3 spotDir[3] :  : c[12] : 5 : 1
#var float spotCos[0] :  : c[13] : 6 : 1
#var float spotCos[1] :  : c[14] : 6 : 1
#var float spotCos[2] :  : c[15] : 6 : 1
#var float spotCos[3] :  : c[16] : 6 : 1
#var float3 spotColor[0] :  : c[17] : 7 : 1
#var float3 spotColor[1] :  : c[18] : 7 : 1
#var float3 spotColor[2] :  : c[19] : 7 : 1
#var float3 spotColor[3] :  : c[20] : 7 : 1
#var float4 main.hpos : $vout.POSITION : HPOS : -1 : 1
#var float4 main.color : $vout.COLOR0 : COL0 : -1 : 1
#const c[21] = 0 1 3 2
BB0:
MOV   R2.x, c[4];
SLTC  CC.x, c[21], R2;
MOV   R1.xyz, c[21].x;
DP4   R0.w, v[0], c[3];
DP4   R0.z, v[0], c[2];
DP4   R0.y, v[0], c[1];
DP4   R0.x, v[0], c[0];
MOV   R1.w, c[21].x;
BRA   BB4 (EQ.x);
BB1:
ARL   A0.x, R1.w;
ADD   R2.xyz, c[A0.x + 5], -v[0];
DP3   R2.w, R2, R2;
RSQ   R2.w, R2.w;
MUL   R2.xyz, R2.w, R2;
DP3   R2.w, -R2, c[A0.x + 9];
SLTC  CC.x, R2.w, c[A0.x + 13];
BRA   BB3 (NE.x);
BB2:
ARL   A0.x, R1.w;
DP3   R2.x, v[2], R2;
MOV   R3.x, c[21].y;
ADD   R3.x, -c[A0.x + 13], R3;
MIN   R2.x, R2, c[21].y;
RCP   R3.x, R3.x;
ADD   R2.w, R2, -c[A0.x + 13].x;
MUL   R2.w, R2, R3.x;
MIN   R2.y, R2.w, c[21];
MAX   R2.y, R2, c[21].x;
MAD   R2.z, -R2.y, c[21].w, c[21];
MUL   R2.y, R2, R2;
MUL   R2.w, R2.y, R2.z;
MAX   R2.x, R2, c[21];
MUL   R2.xyz, c[A0.x + 17], R2.x;
MAD   R1.xyz, R2, R2.w, R1;
BB3:
ADD   R1.w, c[21].y, R1;
SLTC  CC.x, R1.w, c[4];
BRA   BB1 (NE.x);
BB4:
MOV   o[HPOS], R0;
MOV   o[COL0].xyz, R1;
MOV   o[COL0].w, c[21].y;
END
# 39 instructions, 4 R-regs
