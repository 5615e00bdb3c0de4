!!VP2.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile vp30
# source file: tests/shaders/vertex/integer_varyings.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile vp30
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
#const c[16] = 0 0.5 1 0.25
BB0:
FLR   R1, |v[7]|;
MOV   R0, R1;
MOVC  CC, v[7];
MOV   R0(LT), -R1;
SGT   R1.xy, v[10], c[16].x;
ARL   A0.xy, R0;
MOV   o[COL0].w, R0;
MOV   R0.yzw, R0.xxyz;
FLR   R0.x, v[11];
MUL   R2, v[9].y, c[A0.y + 7];
MAD   R2, c[A0.x + 7], v[9].x, R2;
ADD   R2, v[0], R2;
MOV   o[COL0].x, c[16].y;
MOVC  CC.x, R1;
MOV   o[COL0].x(NE), c[16].z;
MOV   o[TEX0], R0;
DP4   o[HPOS].w, R2, c[3];
DP4   o[HPOS].z, R2, c[2];
DP4   o[HPOS].y, R2, c[1];
DP4   o[HPOS].x, R2, c[0];
MOV   o[COL0].y, R1;
MUL   o[COL0].z, R0.x, c[16].w;
END
# 22 instructions, 3 R-regs
