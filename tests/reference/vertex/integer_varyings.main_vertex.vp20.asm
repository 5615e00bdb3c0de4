!!VP1.1
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile vp20
# source file: tests/shaders/vertex/integer_varyings.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile vp20
#program main_vertex
#semantic main_vertex.palette
#semantic main_vertex.viewProj
#var float4 IN.position : $vin.POSITION : ATTR0 : 0 : 1
#var float4 IN.bones : $vin.BLENDINDICES : ATTR7 : 0 : 1
#var float4 IN.weights : $vin.TEXCOORD1 : TEXCOORD1 : 0 : 1
#var float2 IN.flags : $vin.TEXCOORD2 : TEXCOORD2 : 0 : 1
#var float IN.frame : $vin.TEXCOORD3 : TEXCOORD3 : 0 : 1
#var float4 palette[0] :  : c[4] : 1 : 1
#var float4 palette[1] :  : c[5] : 1 : 1
#var float4 palette[2] :  : c[6] : 1 : 1
#var float4 palette[3] :  : c[7] : 1 : 1
#var float4 palette[4] :  : c[8] : 1 : 1
#var float4 palette[5] :  : c[9] : 1 : 1
#var float4 palette[6] :  : c[10] : 1 : 1
#var float4 palette[7] :  : c[11] : 1 : 1
#var float4 palette[8] :  : c[12] : 1 : 1
#var float4 palette[9] :  : c[13] : 1 : 1
#var float4 palette[10] :  : c[14] : 1 : 1
#var float4 palette[11] :  : c[15] : 1 : 1
#var float4x4 viewProj :  : c[0], 4 : 2 : 1
#var float4 main_vertex.position : $vout.POSITION : HPOS : -1 : 1
#var float4 main_vertex.color : $vout.COLOR0 : COL0 : -1 : 1
#var float4 main_vertex.cell : $vout.TEXCOORD0 : TEX0 : -1 : 1
#const c[16] = -0.5 0 1 0.25
MAX   R1, v[7], -v[7];
EXP   R2.y, R1.w;
ADD   R1.w, R1, -R2.y;
EXP   R0.y, R1.z;
ADD   R1.z, R1, -R0.y;
EXP   R0.y, R1.y;
ADD   R1.y, R1, -R0;
EXP   R0.y, R1.x;
SLT   R2, v[7], c[16].y;
MAX   R2, -R2, R2;
SLT   R2, c[16].y, R2;
ADD   R1.x, R1, -R0.y;
ADD   R3, -R2, c[16].z;
MUL   R0, R1, R3;
MAD   R0, R2, -R1, R0;
ARL   A0.x, R0.y;
MOV   R2.yzw, R0.xxyz;
MUL   R1, v[9].y, c[A0.x + 7];
EXP   R0.y, v[11].x;
ADD   R2.x, v[11], -R0.y;
ARL   A0.x, R0.x;
MAD   R1, c[A0.x + 7], v[9].x, R1;
MOV   o[COL0].w, R0;
ADD   R0, v[0], R1;
SLT   R1.xy, c[16].y, v[10];
SGE   R1.z, c[16].y, R1.x;
SGE   R1.x, R1, c[16].y;
MUL   R1.x, R1, R1.z;
MAX   R1.x, -R1, R1;
SLT   R1.x, c[16].y, R1;
MOV   o[TEX0], R2;
DP4   o[HPOS].w, R0, c[3];
DP4   o[HPOS].z, R0, c[2];
DP4   o[HPOS].y, R0, c[1];
DP4   o[HPOS].x, R0, c[0];
MAD   o[COL0].x, R1, c[16], c[16].z;
MOV   o[COL0].y, R1;
MUL   o[COL0].z, R2.x, c[16].w;
END
# 38 instructions, 0 R-regs
