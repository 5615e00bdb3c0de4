!!ARBvp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbvp1
# source file: tests/header/211_state_matrix_row_arrays.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbvp1
#program main
#semantic rows : state.matrix.modelview
#semantic inverseRows : state.matrix.mvp.inverse
#semantic bones : state.matrix.mvp
#var float4 position : $vin.POSITION : POSITION : 0 : 1
#var float3 normalOut : $vout.TEXCOORD0 : TEX0 : 1 : 1
#var float4 rows[0] : state.matrix.modelview.ROW[0] : c[5] : -1 : 1
#var float4 rows[1] : state.matrix.modelview.ROW[1] : c[6] : -1 : 1
#var float4 rows[2] : state.matrix.modelview.ROW[2] : c[7] : -1 : 1
#var float4 rows[3] : state.matrix.modelview.ROW[3] : c[8] : -1 : 1
#var float3 inverseRows[0] : state.matrix.mvp.inverse.ROW[0] : c[9] : -1 : 1
#var float3 inverseRows[1] : state.matrix.mvp.inverse.ROW[1] :  : -1 : 0
#var float3 inverseRows[2] : state.matrix.mvp.inverse.ROW[2] : c[10] : -1 : 1
#var float4x4 bones[0] :  : , 4 : -1 : 0
#var float4x4 bones[1] :  : c[1], 4 : -1 : 1
#var float4 main : $vout.POSITION : HPOS : -1 : 1
PARAM c[11] = { program.local[0..4],
		state.matrix.modelview.row[0..3],
		state.matrix.mvp.inverse.row[0],
		state.matrix.mvp.inverse.row[2] };
TEMP R0;
TEMP R1;
TEMP R2;
MUL R2.xyz, vertex.position.z, c[10];
DP4 R1.x, vertex.position, c[5];
DP4 R1.y, vertex.position, c[6];
DP4 R1.z, vertex.position, c[7];
DP4 R1.w, vertex.position, c[8];
DP4 R0.w, vertex.position, c[4];
DP4 R0.z, vertex.position, c[3];
DP4 R0.x, vertex.position, c[1];
DP4 R0.y, vertex.position, c[2];
ADD result.position, R1, R0;
MAD result.texcoord[0].xyz, vertex.position.x, c[9], R2;
END
# 11 instructions, 3 R-regs
