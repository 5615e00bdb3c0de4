!!VP2.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile vp30
# source file: tests/shaders/flow/lights_dynamic_count.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile vp30
#program main
#semantic main.modelViewProj
#semantic main.lightCount
#semantic main.lightDir
#semantic main.lightColor
#semantic main.ambient
#var float4 pos : $vin.POSITION : ATTR0 : 0 : 1
#var float3 normal : $vin.NORMAL : ATTR2 : 1 : 1
#var float2 uv : $vin.TEXCOORD0 : TEXCOORD0 : 2 : 1
#var float4x4 modelViewProj :  : c[0], 4 : 3 : 1
#var int lightCount :  : c[4] : 4 : 1
#var float3 lightDir[0] :  : c[5] : 5 : 1
#var float3 lightDir[1] :  : c[6] : 5 : 1
#var float3 lightDir[2] :  : c[7] : 5 : 1
#var float3 lightDir[3] :  : c[8] : 5 : 1
#var float3 lightDir[4] :  : c[9] : 5 : 1
#var float3 lightDir[5] :  : c[10] : 5 : 1
#var float3 lightDir[6] :  : c[11] : 5 : 1
#var float3 lightDir[7] :  : c[12] : 5 : 1
#var float3 lightColor[0] :  : c[13] : 6 : 1
#var float3 lightColor[1] :  : c[14] : 6 : 1
#var float3 lightColor[2] :  : c[15] : 6 : 1
#var float3 lightColor[3] :  : c[16] : 6 : 1
#var float3 lightColor[4] :  : c[17] : 6 : 1
#var float3 lightColor[5] :  : c[18] : 6 : 1
#var float3 lightColor[6] :  : c[19] : 6 : 1
#var float3 lightColor[7] :  : c[20] : 6 : 1
#var float3 ambient :  : c[21] : 7 : 1
#var float4 main.hpos : $vout.POSITION : HPOS : -1 : 1
#var float4 main.color : $vout.COLOR0 : COL0 : -1 : 1
#var float2 main.uv : $vout.TEXCOORD0 : TEX0 : -1 : 1
#const c[22] = 0 1
BB0:
MOV   R2.x, c[4];
SLTC  CC.x, c[22], R2;
MOV   R1.xyz, c[21];
DP4   R0.w, v[0], c[3];
DP4   R0.z, v[0], c[2];
DP4   R0.y, v[0], c[1];
DP4   R0.x, v[0], c[0];
MOV   R1.w, c[22].x;
BRA   BB2 (EQ.x);
BB1:
ARL   A0.x, R1.w;
DP3   R2.x, v[2], -c[A0.x + 5];
MAX   R2.x, R2, c[22];
ADD   R1.w, c[22].y, R1;
SLTC  CC.x, R1.w, c[4];
MAD   R1.xyz, c[A0.x + 13], R2.x, R1;
BRA   BB1 (NE.x);
BB2:
MOV   o[HPOS], R0;
MOV   o[COL0].xyz, R1;
MOV   o[TEX0].xy, v[8];
MOV   o[COL0].w, c[22].y;
END
# 20 instructions, 3 R-regs
