!!VP2.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile vp30
# source file: tests/shaders/flow/point_lights_dynamic.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile vp30
#program main
#semantic main.mvp
#semantic main.eyePos
#semantic main.shininess
#semantic main.numLights
#semantic main.lights
#var float4 pos : $vin.POSITION : ATTR0 : 0 : 1
#var float3 N : $vin.NORMAL : ATTR2 : 1 : 1
#var float4x4 mvp :  : c[0], 4 : 2 : 1
#var float3 eyePos :  : c[4] : 3 : 1
#var float shininess :  : c[5] : 4 : 1
#var int numLights :  : c[6] : 5 : 1
#var float3 lights[0].pos :  : c[7] : 6 : 1
#var float3 lights[0].color :  : c[8] : 6 : 1
#var float3 lights[0].atten :  : c[9] : 6 : 1
#var float3 lights[1].pos :  : c[10] : 6 : 1
#var float3 lights[1].color :  : c[11] : 6 : 1
#var float3 lights[1].atten :  : c[12] : 6 : 1
#var float3 lights[2].pos :  : c[13] : 6 : 1
#var float3 lights[2].color :  : c[14] : 6 : 1
#var float3 lights[2].atten :  : c[15] : 6 : 1
#var float3 lights[3].pos :  : c[16] : 6 : 1
#var float3 lights[3].color :  : c[17] : 6 : 1
#var float3 lights[3].atten :  : c[18] : 6 : 1
#var float3 lights[4].pos :  : c[19] : 6 : 1
#var float3 lights[4].color :  : c[20] : 6 : 1
#var float3 lights[4].atten :  : c[21] : 6 : 1
#var float3 lights[5].pos :  : c[22] : 6 : 1
#var float3 lights[5].color :  : c[23] : 6 : 1
#var float3 lights[5].atten :  : c[24] : 6 : 1
#var float4 main.hpos : $vout.POSITION : HPOS : -1 : 1
#var float4 main.diffuse : $vout.COLOR0 : COL0 : -1 : 1
#var float4 main.specular : $vout.COLOR1 : COL1 : -1 : 1
#const c[25] = 0 3 1
BB0:
ADD   R0.xyz, c[4], -v[0];
DP3   R0.w, R0, R0;
RSQ   R0.w, R0.w;
MUL   R1.xyz, R0.w, R0;
MOV   R2.w, c[6].x;
SLTC  CC.x, c[25], R2.w;
MOV   R2.xyz, c[25].x;
MOV   R3.xyz, c[25].x;
DP4   R0.w, v[0], c[3];
DP4   R0.z, v[0], c[2];
DP4   R0.y, v[0], c[1];
DP4   R0.x, v[0], c[0];
MOV   R1.w, c[25].x;
BRA   BB2 (EQ.x);
BB1:
MUL   R2.w, R1, c[25].y;
ARL   A0.x, R2.w;
ADD   R4.xyz, c[A0.x + 7], -v[0];
DP3   R2.w, R4, R4;
RSQ   R2.w, R2.w;
MUL   R4.xyz, R2.w, R4;
ADD   R5.xyz, R4, R1;
DP3   R3.w, R5, R5;
RCP   R2.w, R2.w;
RSQ   R3.w, R3.w;
MUL   R5.xyz, R3.w, R5;
DP3   R5.y, v[2], R5;
MUL   R6.xy, c[A0.x + 9].yzzw, R2.w;
ADD   R3.w, c[A0.x + 9].x, R6.x;
MAD   R2.w, R2, R6.y, R3;
ADD   R1.w, c[25].z, R1;
SLTC  CC.x, R1.w, c[6];
DP3   R5.x, v[2], R4;
MOV   R5.z, c[5].x;
LIT   R5.yz, R5.xyzz;
RCP   R2.w, R2.w;
MUL   R4.xyz, c[A0.x + 8], R5.y;
MAD   R2.xyz, R4, R2.w, R2;
MUL   R4.xyz, c[A0.x + 8], R5.z;
MAD   R3.xyz, R2.w, R4, R3;
BRA   BB1 (NE.x);
BB2:
MOV   o[HPOS], R0;
MOV   o[COL0].xyz, R2;
MOV   o[COL1].xyz, R3;
MOV   o[COL0].w, c[25].z;
MOV   o[COL1].w, c[25].z;
END
# 45 instructions, 7 R-regs
