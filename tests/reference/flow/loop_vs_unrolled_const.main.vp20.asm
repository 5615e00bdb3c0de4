!!VP1.1
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile vp20
# source file: tests/shaders/flow/loop_vs_unrolled_const.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile vp20
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
DP3   R1.x, v[2], c[4];
MOV   R0, c[12].zyxw;
SLT   R0, c[13].x, R0.wxyz;
MAX   R2.x, R1, c[13];
MAX   R1, -R0, R0;
DP3   R0.w, v[2], c[5];
SLT   R1, c[13].x, R1.wzyx;
MUL   R0.xyz, R2.x, c[8];
MUL   R0.xyz, R1.x, R0;
ADD   R2.xyz, -R1.yzww, c[13].y;
MUL   R3.xyz, R0, R2.x;
MAX   R0.w, R0, c[13].x;
MAD   R0.xyz, R0.w, c[9], R0;
DP3   R0.w, v[2], c[6];
MAD   R0.xyz, R0, R1.y, R3;
MAX   R0.w, R0, c[13].x;
MAD   R3.xyz, R0.w, c[10], R0;
MUL   R0.xyz, R0, R2.y;
MAD   R0.xyz, R3, R1.z, R0;
DP3   R0.w, v[2], c[7];
MUL   R1.xyz, R0, R2.z;
MAX   R0.w, R0, c[13].x;
MAD   R0.xyz, R0.w, c[11], R0;
MAD   o[COL0].xyz, R0, R1.w, R1;
DP4   o[HPOS].w, v[0], c[3];
DP4   o[HPOS].z, v[0], c[2];
DP4   o[HPOS].y, v[0], c[1];
DP4   o[HPOS].x, v[0], c[0];
MOV   o[COL0].w, c[13].y;
END
# 29 instructions, 0 R-regs
