!!VP2.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile vp30
# source file: tests/shaders/vertex/any_light_in_range.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile vp30
#program main
#semantic main.mvp
#semantic main.light_x_y_z
#semantic main.light_range
#semantic main.lit_color
#semantic main.dark_color
#semantic main.fog_far
#var float4 position : $vin.POSITION : ATTR0 : 0 : 1
#var float3 normal : $vin.NORMAL : ATTR2 : 1 : 1
#var float4x4 mvp :  : c[0], 4 : 2 : 1
#var float4x4 light_x_y_z :  : c[4], 4 : 3 : 1
#var float4 light_range :  : c[8] : 4 : 1
#var float4 lit_color :  : c[9] : 5 : 1
#var float4 dark_color :  : c[10] : 6 : 1
#var float fog_far :  : c[11] : 7 : 1
#var float4 main.hpos : $vout.POSITION : HPOS : -1 : 1
#var float4 main.color : $vout.COLOR0 : COL0 : -1 : 1
#var float4 main.rim : $vout.COLOR1 : COL1 : -1 : 1
#var float main.fog : $vout.FOG : FOGC : -1 : 1
#const c[12] = 1 0.25 0.5 0
BB0:
ADD   R0, c[5], -v[0].y;
MUL   R1, R0, R0;
ADD   R0, c[4], -v[0].x;
MAD   R1, R0, R0, R1;
DP4   R2.x, v[0], c[2];
ADD   R0, c[6], -v[0].z;
MAD   R0, R0, R0, R1;
SGT   R1, R0, c[11].x;
ADD   R1.x, R1, R1.y;
ADD   R1.x, R1.z, R1;
SEQC  CC.x, R1, -R1.w;
MUL   R1, c[8], c[8];
SLT   R0, R0, R1;
ADD   R0.x, R0, R0.y;
ADD   R0.y, R0.z, R0.x;
MOV   o[FOGC].x, c[11];
ADD   R0.z, R0.w, R0.y;
MOV   R0.x, c[12].w;
MOV   o[FOGC].x(NE), R2;
SGT   R1.x, v[2].z, c[12].w;
MULC  CC.x, R0.z, R1;
MOV   R0.x(NE), c[12];
SEQC  CC.x, R0.y, -R0.w;
MOV   R0.z, c[12].x;
MOV   R0.y, c[12].z;
MOV   o[COL0].xyz, c[10];
MOV   R0.z(NE.x), c[12].y;
MOV   R0.y(EQ.x), c[12].x;
MOV   o[COL0].xyz(EQ.x), c[9];
MOV   o[COL0].w, R0.z;
MUL   o[COL1].xyz, v[2], R0.y;
MOV   o[COL1].w, R0.x;
DP4   o[HPOS].w, v[0], c[3];
MOV   o[HPOS].z, R2.x;
DP4   o[HPOS].y, v[0], c[1];
DP4   o[HPOS].x, v[0], c[0];
END
# 36 instructions, 3 R-regs
