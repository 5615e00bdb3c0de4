!!VP1.1
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile vp20
# source file: tests/header/211_state_matrix_row_arrays.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile vp20
#program main
#semantic rows : state.matrix.modelview
#semantic inverseRows : state.matrix.mvp.inverse
#semantic bones : state.matrix.mvp
#var float4 position : $vin.POSITION : ATTR0 : 0 : 1
#var float3 normalOut : $vout.TEXCOORD0 : TEX0 : 1 : 1
#var float4 rows[0] :  : c[4] : -1 : 1
#var float4 rows[1] :  : c[5] : -1 : 1
#var float4 rows[2] :  : c[6] : -1 : 1
#var float4 rows[3] :  : c[7] : -1 : 1
#var float3 inverseRows[0] :  : c[8] : -1 : 1
#var float3 inverseRows[1] :  :  : -1 : 0
#var float3 inverseRows[2] :  : c[9] : -1 : 1
#var float4x4 bones[0] :  : , 4 : -1 : 0
#var float4x4 bones[1] :  : c[0], 4 : -1 : 1
#var float4 main : $vout.POSITION : HPOS : -1 : 1
MUL   R2.xyz, v[0].z, c[9];
DP4   R1.x, v[0], c[4];
DP4   R1.y, v[0], c[5];
DP4   R1.z, v[0], c[6];
DP4   R1.w, v[0], c[7];
DP4   R0.w, v[0], c[3];
DP4   R0.z, v[0], c[2];
DP4   R0.x, v[0], c[0];
DP4   R0.y, v[0], c[1];
ADD   o[HPOS], R1, R0;
MAD   o[TEX0].xyz, v[0].x, c[8], R2;
END
# 11 instructions, 0 R-regs
