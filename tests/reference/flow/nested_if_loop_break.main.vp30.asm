!!VP2.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile vp30
# source file: tests/shaders/flow/nested_if_loop_break.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile vp30
#program main
#semantic main.mvp
#semantic main.zoneCount
#semantic main.zones
#semantic main.zoneType
#semantic main.tint
#var float4 pos : $vin.POSITION : ATTR0 : 0 : 1
#var float4 hpos : $vout.POSITION : HPOS : 1 : 1
#var float4 color : $vout.COLOR0 : COL0 : 2 : 1
#var float4x4 mvp :  : c[0], 4 : 3 : 1
#var int zoneCount :  : c[4] : 4 : 1
#var float4 zones[0] :  : c[5] : 5 : 1
#var float4 zones[1] :  : c[6] : 5 : 1
#var float4 zones[2] :  : c[7] : 5 : 1
#var float4 zones[3] :  : c[8] : 5 : 1
#var float4 zones[4] :  : c[9] : 5 : 1
#var float4 zones[5] :  : c[10] : 5 : 1
#var float zoneType[0] :  : c[11] : 6 : 1
#var float zoneType[1] :  : c[12] : 6 : 1
#var float zoneType[2] :  : c[13] : 6 : 1
#var float zoneType[3] :  : c[14] : 6 : 1
#var float zoneType[4] :  : c[15] : 6 : 1
#var float zoneType[5] :  : c[16] : 6 : 1
#var float4 tint[0] :  : c[17] : 7 : 1
#var float4 tint[1] :  : c[18] : 7 : 1
#var float4 tint[2] :  : c[19] : 7 : 1
#const c[20] = -1 0 1 0.5
#const c[21] = 1.5
BB0:
MOV   R0.z, c[4].x;
SLTC  CC.x, c[20].y, R0.z;
MOV   R0.x, c[20];
MOV   R0.y, c[20];
BRA   BB3 (EQ.x);
BB1:
ARL   A0.x, R0.y;
ADD   R1.xyz, c[A0.x + 5], -v[0];
DP3   R0.z, R1, R1;
RSQ   R0.z, R0.z;
RCP   R0.w, R0.z;
SLTC  CC.x, R0.w, c[A0.x + 5].w;
MOV   R0.z, R0.y;
MOV   R0.z(EQ.x), R0.x;
MOV   R0.x, R0.z;
BRA   BB3 (NE.x);
BB2:
ADD   R0.y, c[20].z, R0;
SLTC  CC.x, R0.y, c[4];
BRA   BB1 (NE.x);
BB3:
MOVC  CC.x, R0;
MOV   R1, c[20].z;
BRA   BB8 (LT.x);
BB4:
ARL   A0.x, R0;
MOV   R0.y, c[20].w;
MOV   R0.x, c[A0.x + 11];
SLTC  CC.x, R0, R0.y;
BRA   BB6 (LE.x);
BB5:
MOV   R1, c[17];
BRA   BB7;
BB6:
MOV   R1, c[19];
SLTC  CC.x, R0, c[21];
MOV   R1(NE.x), c[18];
BB7:
BB8:
MOV   o[COL0], R1;
DP4   o[HPOS].w, v[0], c[3];
DP4   o[HPOS].z, v[0], c[2];
DP4   o[HPOS].y, v[0], c[1];
DP4   o[HPOS].x, v[0], c[0];
END
# 36 instructions, 2 R-regs
