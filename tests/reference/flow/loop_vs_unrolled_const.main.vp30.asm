!!VP2.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile vp30
# source file: tests/shaders/flow/loop_vs_unrolled_const.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile vp30
#program main
#semantic main.mvp
#semantic main.dirs
#semantic main.cols
#semantic main.enabled
#var float4 pos : $vin.POSITION : ATTR0 : 0 : 1
#var float3 N : $vin.NORMAL : ATTR2 : 1 : 1
#var float4 hpos : $vout.POSITION : HPOS : 2 : 1
#var float4 color : $vout.COLOR0 : COL0 : 3 : 1
#var float4x4 mvp :  : c[0], 4 : 4 : 1
#var float3 dirs[0] :  : c[4] : 5 : 1
#var float3 dirs[1] :  : c[5] : 5 : 1
#var float3 dirs[2] :  : c[6] : 5 : 1
#var float3 dirs[3] :  : c[7] : 5 : 1
#var float3 cols[0] :  : c[8] : 6 : 1
#var float3 cols[1] :  : c[9] : 6 : 1
#var float3 cols[2] :  : c[10] : 6 : 1
#var float3 cols[3] :  : c[11] : 6 : 1
#var float4 enabled :  : c[12] : 7 : 1
#const c[13] = 0 1
BB0:
DP3   R0.w, v[2], c[4];
MOV   R0.xyz, c[13].x;
MOVC  CC, c[12];
MAX   R0.w, R0, c[13].x;
MUL   R0.xyz(GT.x), R0.w, c[8];
DP3   R0.w, v[2], c[5];
MAX   R0.w, R0, c[13].x;
MAD   R0.xyz(GT.y), R0.w, c[9], R0;
DP3   R0.w, v[2], c[6];
MAX   R0.w, R0, c[13].x;
MAD   R0.xyz(GT.z), R0.w, c[10], R0;
DP3   R0.w, v[2], c[7];
MAX   R0.w, R0, c[13].x;
MAD   R0.xyz(GT.w), R0.w, c[11], R0;
MOV   R0.w, c[13].y;
MOV   o[COL0], R0;
DP4   o[HPOS].w, v[0], c[3];
DP4   o[HPOS].z, v[0], c[2];
DP4   o[HPOS].y, v[0], c[1];
DP4   o[HPOS].x, v[0], c[0];
END
# 20 instructions, 1 R-regs
