!!VP2.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile vp30
# source file: tests/shaders/flow/bool_uniform_features.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile vp30
#program main
#semantic main.mvp
#semantic main.mv
#semantic main.materialColor
#semantic main.useVertexColor
#semantic main.useFog
#semantic main.useTexgen
#semantic main.fogRange
#var float4 pos : $vin.POSITION : ATTR0 : 0 : 1
#var float4 vcol : $vin.COLOR0 : ATTR3 : 1 : 1
#var float4 tc : $vin.TEXCOORD0 : TEXCOORD0 : 2 : 1
#var float4x4 mvp :  : c[0], 4 : 3 : 1
#var float4x4 mv :  : c[4], 4 : 4 : 1
#var float4 materialColor :  : c[8] : 5 : 1
#var bool useVertexColor :  : c[9] : 6 : 1
#var bool useFog :  : c[10] : 7 : 1
#var bool useTexgen :  : c[11] : 8 : 1
#var float2 fogRange :  : c[12] : 9 : 1
#var float4 main.hpos : $vout.POSITION : HPOS : -1 : 1
#var float4 main.color : $vout.COLOR0 : COL0 : -1 : 1
#var float4 main.tc : $vout.TEXCOORD0 : TEX0 : -1 : 1
#var float main.fog : $vout.FOG : FOGC : -1 : 1
#const c[13] = 0 1
BB0:
DP4   R0.y, v[0], c[5];
MOVC  CC.x, c[9];
MOV   o[COL0], c[8];
MUL   o[COL0](NE.x), v[3], c[8];
DP4   R0.z, v[0], c[6];
DP4   R0.x, v[0], c[4];
DP4   R0.w, v[0], c[7];
MOV   o[TEX0], R0;
DP3   R0.x, R0, R0;
MOVC  CC.x, c[11];
MOV   o[TEX0](EQ.x), v[8];
RSQ   R0.x, R0.x;
ADD   R0.y, -c[12].x, c[12];
RCP   R0.x, R0.x;
RCP   R0.y, R0.y;
ADD   R0.x, c[12].y, -R0;
MUL   R0.x, R0, R0.y;
MIN   R0.x, R0, c[13].y;
MOV   o[FOGC].x, c[13].y;
MOVC  CC.x, c[10];
MAX   o[FOGC].x(NE), R0, c[13];
DP4   o[HPOS].w, v[0], c[3];
DP4   o[HPOS].z, v[0], c[2];
DP4   o[HPOS].y, v[0], c[1];
DP4   o[HPOS].x, v[0], c[0];
END
# 25 instructions, 1 R-regs
