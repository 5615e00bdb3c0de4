!!VP1.1
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile vp20
# source file: tests/shaders/vertex/any_light_in_range.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile vp20
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
#const c[12] = 0 1 0.25 -0.5
ADD   R0, -v[0].y, c[5];
MUL   R1, R0, R0;
ADD   R0, -v[0].x, c[4];
MAD   R1, R0, R0, R1;
ADD   R0, -v[0].z, c[6];
MAD   R0, R0, R0, R1;
MUL   R2, c[8], c[8];
SLT   R1, R0, R2;
SLT   R0, c[11].x, R0;
ADD   R1.x, R1, R1.y;
ADD   R1.y, R1.x, R1.z;
ADD   R1.x, R1.y, R1.w;
ADD   R0.y, R0.x, R0;
ADD   R0.z, R0.y, R0;
SGE   R1.z, c[12].x, R1.x;
SGE   R1.y, R1, -R1.w;
MUL   R1.y, R1, R1.z;
SGE   R1.w, c[12].x, R1.y;
SGE   R1.z, R1.y, c[12].x;
MUL   R1.z, R1, R1.w;
MAX   R1.y, -R1, R1;
SLT   R0.x, c[12], R1.y;
ADD   R0.y, -R0.x, c[12];
MUL   R2.xyz, R0.y, c[9];
ADD   R1.y, R0.z, R0.w;
MAX   R1.z, -R1, R1;
SLT   R1.z, c[12].x, R1;
ADD   R1.w, -R1.z, c[12].y;
MAD   o[COL0].xyz, R0.x, c[10], R2;
MAD   R0.x, R0, c[12].w, c[12].y;
SGE   R0.y, R0.z, -R0.w;
SGE   R1.y, c[12].x, R1;
MUL   R0.y, R0, R1;
MAX   R0.z, -R0.y, R0.y;
SLT   R0.y, c[12].x, v[2].z;
SLT   R0.w, c[12].x, R0.z;
MUL   R0.y, R1.x, R0;
SGE   R0.z, c[12].x, R0.y;
SGE   R0.y, R0, c[12].x;
MUL   R0.z, R0.y, R0;
DP4   R0.y, v[0], c[2];
ADD   R1.x, -R0.w, c[12].y;
MUL   R1.x, R1, c[11];
MAX   R0.z, -R0, R0;
SLT   R0.z, c[12].x, R0;
MAD   o[COL0].w, R1, c[12].z, R1.z;
MAD   o[FOGC].x, R0.y, R0.w, R1;
MUL   o[COL1].xyz, v[2], R0.x;
ADD   o[COL1].w, -R0.z, c[12].y;
DP4   o[HPOS].w, v[0], c[3];
MOV   o[HPOS].z, R0.y;
DP4   o[HPOS].y, v[0], c[1];
DP4   o[HPOS].x, v[0], c[0];
END
# 53 instructions, 0 R-regs
