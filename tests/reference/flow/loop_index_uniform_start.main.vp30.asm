!!VP2.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile vp30
# source file: tests/shaders/flow/loop_index_uniform_start.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile vp30
#program main
#semantic main.mvp
#semantic main.first
#semantic main.last
#semantic main.dirs
#semantic main.cols
#var float4 pos : $vin.POSITION : ATTR0 : 0 : 1
#var float3 N : $vin.NORMAL : ATTR2 : 1 : 1
#var float4 color : $vout.COLOR0 : COL0 : 2 : 1
#var float4x4 mvp :  : c[0], 4 : 3 : 1
#var int first :  : c[4] : 4 : 1
#var int last :  : c[5] : 5 : 1
#var float3 dirs[0] :  : c[6] : 6 : 1
#var float3 dirs[1] :  : c[7] : 6 : 1
#var float3 dirs[2] :  : c[8] : 6 : 1
#var float3 dirs[3] :  : c[9] : 6 : 1
#var float3 dirs[4] :  : c[10] : 6 : 1
#var float3 dirs[5] :  : c[11] : 6 : 1
#var float3 dirs[6] :  : c[12] : 6 : 1
#var float3 dirs[7] :  : c[13] : 6 : 1
#var float3 cols[0] :  : c[14] : 7 : 1
#var float3 cols[1] :  : c[15] : 7 : 1
#var float3 cols[2] :  : c[16] : 7 : 1
#var float3 cols[3] :  : c[17] : 7 : 1
#var float3 cols[4] :  : c[18] : 7 : 1
#var float3 cols[5] :  : c[19] : 7 : 1
#var float3 cols[6] :  : c[20] : 7 : 1
#var float3 cols[7] :  : c[21] : 7 : 1
#var float4 main : $vout.POSITION : HPOS : -1 : 1
#const c[22] = 0 1
BB0:
MOV   R1.x, c[5];
SLTC  CC.x, c[4], R1;
MOV   R0.xyz, c[22].x;
MOV   R0.w, c[4].x;
BRA   BB2 (EQ.x);
BB1:
ARL   A0.x, R0.w;
DP3   R1.x, v[2], c[A0.x + 6];
MIN   R1.x, R1, c[22].y;
MAX   R1.x, R1, c[22];
ADD   R0.w, c[22].y, R0;
SLTC  CC.x, R0.w, c[5];
MAD   R0.xyz, c[A0.x + 14], R1.x, R0;
BRA   BB1 (NE.x);
BB2:
MOV   o[COL0].xyz, R0;
MOV   o[COL0].w, c[22].y;
DP4   o[HPOS].w, v[0], c[3];
DP4   o[HPOS].z, v[0], c[2];
DP4   o[HPOS].y, v[0], c[1];
DP4   o[HPOS].x, v[0], c[0];
END
# 19 instructions, 2 R-regs
