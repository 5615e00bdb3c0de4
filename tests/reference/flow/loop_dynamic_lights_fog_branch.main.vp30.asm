!!VP2.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile vp30
# source file: tests/shaders/flow/loop_dynamic_lights_fog_branch.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile vp30
#program main
#semantic main.mvp
#semantic main.mv
#semantic main.lightCount
#semantic main.lights
#semantic main.fogMode
#semantic main.fogParams
#var float4 pos : $vin.POSITION : ATTR0 : 0 : 1
#var float3 N : $vin.NORMAL : ATTR2 : 1 : 1
#var float2 uv : $vin.TEXCOORD0 : TEXCOORD0 : 2 : 1
#var float4 vcol : $vin.COLOR0 : ATTR3 : 3 : 1
#var float4x4 mvp :  : c[0], 4 : 4 : 1
#var float4x4 mv :  : c[4], 4 : 5 : 1
#var int lightCount :  : c[8] : 6 : 1
#var float4 lights[0].position :  : c[9] : 7 : 1
#var float3 lights[0].color :  : c[10] : 7 : 1
#var float3 lights[0].attenuation :  : c[11] : 7 : 1
#var float4 lights[1].position :  : c[12] : 7 : 1
#var float3 lights[1].color :  : c[13] : 7 : 1
#var float3 lights[1].attenuation :  : c[14] : 7 : 1
#var float4 lights[2].position :  : c[15] : 7 : 1
#var float3 lights[2].color :  : c[16] : 7 : 1
#var float3 lights[2].attenuation :  : c[17] : 7 : 1
#var float4 lights[3].position :  : c[18] : 7 : 1
#var float3 lights[3].color :  : c[19] : 7 : 1
#var float3 lights[3].attenuation :  : c[20] : 7 : 1
#var int fogMode :  : c[21] : 8 : 1
#var float3 fogParams :  : c[22] : 9 : 1
#var float4 main.hpos : $vout.POSITION : HPOS : -1 : 1
#var float4 main.color : $vout.COLOR0 : COL0 : -1 : 1
#var float main.fog : $vout.FOG : FOGC : -1 : 1
#var float2 main.uv : $vout.TEXCOORD0 : TEX0 : -1 : 1
#const c[23] = 1 0 3 1.442695
BB0:
MOV   R3.w, c[8].x;
SLTC  CC.x, c[23].y, R3.w;
MOV   R1.xyz, c[23].y;
DP4   R0.w, v[0], c[3];
DP4   R0.z, v[0], c[2];
DP4   R0.y, v[0], c[1];
DP4   R0.x, v[0], c[0];
DP4   R3.z, v[0], c[6];
DP4   R3.y, v[0], c[5];
DP4   R3.x, v[0], c[4];
MOV   R1.w, c[23].y;
BRA   BB2 (EQ.x);
BB1:
MUL   R3.w, R1, c[23].z;
ARL   A0.x, R3.w;
MUL   R4.xyz, -R3, c[A0.x + 9].w;
ADD   R4.xyz, R4, c[A0.x + 9];
DP3   R3.w, R4, R4;
RSQ   R3.w, R3.w;
MUL   R4.xyz, R3.w, R4;
DP3   R4.x, v[2], R4;
MIN   R4.y, R4.x, c[23].x;
RCP   R4.x, R3.w;
MAX   R3.w, R4.y, c[23].y;
ADD   R1.w, c[23].x, R1;
SLTC  CC.x, R1.w, c[8];
MOV   R4.y, R4.x;
MUL   R4.z, R4.x, R4.x;
MOV   R4.x, c[23];
DP3   R4.w, c[A0.x + 11], R4;
MUL   R4.xyz, c[A0.x + 10], R3.w;
RCP   R3.w, R4.w;
MAD   R1.xyz, R4, R3.w, R1;
BRA   BB1 (NE.x);
BB2:
DP3   R3.z, R3, R3;
MOV   R1.w, c[23].x;
MOV   R3.xy, c[23];
RSQ   R3.z, R3.z;
SEQ   R3.xy, c[21].x, R3.yxzw;
MOVC  CC.x, R3.y;
MUL   R1, R1, v[3];
RCP   R3.z, R3.z;
BRA   BB4 (LE.x);
BB3:
ADD   R3.y, -c[22].x, c[22];
RCP   R3.y, R3.y;
ADD   R3.z, c[22].y, -R3;
MUL   R3.y, R3.z, R3;
MIN   R3.y, R3, c[23].x;
MOV   R4.x, c[23];
MOVC  CC.x, R3;
MAX   R4.x(EQ), R3.y, c[23].y;
BRA   BB5;
BB4:
MUL   R3.y, R3.z, c[22].z;
MUL   R3.y, -R3, R3;
MUL   R3.y, R3, c[23].w;
EX2   R3.y, R3.y;
MIN   R3.y, R3, c[23].x;
MOV   R4.x, c[23];
MOVC  CC.x, R3;
MAX   R4.x(EQ), R3.y, c[23].y;
BB5:
MOVC  CC.x, v[3].w;
MOV   o[HPOS], R0;
MOV   R3, c[23].y;
MOV   R3(GT.x), R1;
MOV   o[COL0], c[23].y;
MOV   o[TEX0].xy, v[8];
MOV   R1.x, c[23].y;
MOV   o[FOGC].x, R4;
MOV   o[HPOS](GT.x), R2;
MOV   o[COL0](GT.x), R2;
MOV   o[TEX0].xy(GT.x), R2;
MOV   o[FOGC].x(GT), R2;
MOV   R1.x(GT), c[23];
MOVC  CC.x, R1;
MOV   o[COL0](NE.x), R3;
MOV   o[HPOS](NE.x), R0;
MOV   o[TEX0].xy(NE.x), v[8];
MOV   o[FOGC].x(NE), R4;
END
# 77 instructions, 5 R-regs
