!!VP1.1
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile vp20
# source file: tests/shaders/flow/bool_uniform_features.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile vp20
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
MOV   R0.x, c[9];
MOV   R1.z, c[11].x;
SGE   R0.y, c[13].x, R0.x;
MOV   R1.y, c[13].x;
SGE   R0.x, c[9], R1.y;
MUL   R0.x, R0, R0.y;
MAX   R0.x, -R0, R0;
SLT   R1.x, c[13], R0;
ADD   R1.w, -R1.x, c[13].y;
MUL   R0, v[3], c[8];
MUL   R0, R1.w, R0;
MAD   o[COL0], R1.x, c[8], R0;
SGE   R1.z, c[13].x, R1;
SGE   R1.y, c[11].x, R1;
MUL   R1.y, R1, R1.z;
MAX   R0.w, -R1.y, R1.y;
SLT   R1.x, c[13], R0.w;
DP4   R0.z, v[0], c[6];
DP4   R0.x, v[0], c[4];
DP4   R0.y, v[0], c[5];
DP3   R1.y, R0, R0;
DP4   R0.w, v[0], c[7];
ADD   R1.z, -R1.x, c[13].y;
MUL   R0, R1.z, R0;
MAD   o[TEX0], R1.x, v[8], R0;
RSQ   R1.y, R1.y;
RCP   R0.x, R1.y;
ADD   R0.y, -R0.x, c[12];
ADD   R0.z, c[12].y, -c[12].x;
RCP   R0.z, R0.z;
MUL   R0.y, R0, R0.z;
MAX   R0.x, -c[10], c[10];
SLT   R0.x, c[13], R0;
MIN   R0.y, R0, c[13];
ADD   R0.z, -R0.x, c[13].y;
MAX   R0.y, R0, c[13].x;
MAD   o[FOGC].x, R0, R0.y, R0.z;
DP4   o[HPOS].w, v[0], c[3];
DP4   o[HPOS].z, v[0], c[2];
DP4   o[HPOS].y, v[0], c[1];
DP4   o[HPOS].x, v[0], c[0];
END
# 41 instructions, 0 R-regs
