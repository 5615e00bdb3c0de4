!!VP1.1
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile vp20
# source file: tests/shaders/flow/dynamic_index_light_select.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile vp20
#program main
#semantic main.mvp
#semantic main.primary
#semantic main.dirs
#semantic main.cols
#var float4 pos : $vin.POSITION : ATTR0 : 0 : 1
#var float3 N : $vin.NORMAL : ATTR2 : 1 : 1
#var float lightIdx : $vin.TEXCOORD2 : TEXCOORD2 : 2 : 1
#var float4 hpos : $vout.POSITION : HPOS : 3 : 1
#var float4 color : $vout.COLOR0 : COL0 : 4 : 1
#var float4x4 mvp :  : c[0], 4 : 5 : 1
#var int primary :  : c[4] : 6 : 1
#var float3 dirs[0] :  : c[5] : 7 : 1
#var float3 dirs[1] :  : c[6] : 7 : 1
#var float3 dirs[2] :  : c[7] : 7 : 1
#var float3 dirs[3] :  : c[8] : 7 : 1
#var float3 dirs[4] :  : c[9] : 7 : 1
#var float3 dirs[5] :  : c[10] : 7 : 1
#var float3 dirs[6] :  : c[11] : 7 : 1
#var float3 dirs[7] :  : c[12] : 7 : 1
#var float3 cols[0] :  : c[13] : 8 : 1
#var float3 cols[1] :  : c[14] : 8 : 1
#var float3 cols[2] :  : c[15] : 8 : 1
#var float3 cols[3] :  : c[16] : 8 : 1
#var float3 cols[4] :  : c[17] : 8 : 1
#var float3 cols[5] :  : c[18] : 8 : 1
#var float3 cols[6] :  : c[19] : 8 : 1
#var float3 cols[7] :  : c[20] : 8 : 1
#const c[21] = 0 1 0.5
MAX   R0.z, v[10].x, -v[10].x;
EXP   R0.y, R0.z;
SLT   R0.x, v[10], c[21];
MAX   R0.x, -R0, R0;
SLT   R0.x, c[21], R0;
ADD   R0.y, R0.z, -R0;
ADD   R0.w, -R0.x, c[21].y;
MUL   R0.z, R0.y, R0.w;
MAD   R0.x, R0, -R0.y, R0.z;
SLT   R0.y, c[4].x, R0.x;
SLT   R0.x, R0, c[4];
ADD   R0.x, R0, R0.y;
MAX   R0.x, -R0, R0;
SLT   R0.w, c[21].x, R0.x;
ARL   A0.x, v[10].x;
DP3   R0.y, v[2], c[A0.x + 5];
ARL   A0.x, c[4].x;
DP3   R0.x, v[2], c[A0.x + 5];
MIN   R0.x, R0, c[21].y;
MIN   R0.y, R0, c[21];
MAX   R1.x, R0, c[21];
ARL   A0.x, v[10].x;
MAX   R0.y, R0, c[21].x;
MUL   R0.xyz, c[A0.x + 13], R0.y;
ARL   A0.x, c[4].x;
MUL   R1.xyz, c[A0.x + 13], R1.x;
ADD   R1.w, -R0, c[21].y;
MUL   R2.xyz, R1, R1.w;
MAD   R0.xyz, R0, c[21].z, R1;
MAD   o[COL0].xyz, R0.w, R0, R2;
DP4   o[HPOS].w, v[0], c[3];
DP4   o[HPOS].z, v[0], c[2];
DP4   o[HPOS].y, v[0], c[1];
DP4   o[HPOS].x, v[0], c[0];
MOV   o[COL0].w, c[21].y;
END
# 35 instructions, 0 R-regs
