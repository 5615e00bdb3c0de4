!!VP1.1
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile vp20
# source file: tests/header/311_runtime_row_of_element.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile vp20
#program main
#semantic m
#semantic bones
#var float4 p : $vin.POSITION : ATTR0 : 0 : 1
#var float4 i : $vin.BLENDINDICES : ATTR7 : 1 : 1
#var float4 m[0][0] :  : c[18] : -1 : 1
#var float4 m[0][1] :  : c[19] : -1 : 1
#var float4 m[0][2] :  : c[20] : -1 : 1
#var float4 m[1][0] :  : c[21] : -1 : 1
#var float4 m[1][1] :  : c[22] : -1 : 1
#var float4 m[1][2] :  : c[23] : -1 : 1
#var float4 m[2][0] :  : c[24] : -1 : 1
#var float4 m[2][1] :  : c[25] : -1 : 1
#var float4 m[2][2] :  : c[26] : -1 : 1
#var float4 m[3][0] :  : c[27] : -1 : 1
#var float4 m[3][1] :  : c[28] : -1 : 1
#var float4 m[3][2] :  : c[29] : -1 : 1
#var float3x4 bones[0] :  : c[0], 3 : -1 : 1
#var float3x4 bones[1] :  : c[3], 3 : -1 : 1
#var float3x4 bones[2] :  : c[6], 3 : -1 : 1
#var float3x4 bones[3] :  : c[9], 3 : -1 : 1
#var float3x4 bones[4] :  : c[12], 3 : -1 : 1
#var float3x4 bones[5] :  : c[15], 3 : -1 : 1
#var float4 main.p : $vout.POSITION : HPOS : -1 : 1
#var float4 main.c : $vout.COLOR0 : COL0 : -1 : 1
#const c[30] = 3
EXP   R0.y, v[7].z;
ADD   R0.x, v[7].z, -R0.y;
MAD   R0.z, R0.x, c[30].x, v[7].w;
ARL   A0.x, R0.z;
EXP   R0.y, v[7].x;
ADD   R0.x, v[7], -R0.y;
MOV   R1, c[A0.x];
MAD   R0.x, R0, c[30], v[7].y;
ARL   A0.x, R0.x;
MOV   o[HPOS], v[0];
MUL   o[COL0], c[A0.x + 18], R1;
END
# 11 instructions, 0 R-regs
