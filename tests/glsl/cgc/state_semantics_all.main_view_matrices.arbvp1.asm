!!ARBvp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbvp1
# source file: tests/glsl/cases/state_semantics_all.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbvp1
#program main_view_matrices
#semantic main_view_matrices.s0 : state.matrix.modelview[0]
#semantic main_view_matrices.s1 : state.matrix.modelview[0].inverse
#semantic main_view_matrices.s2 : state.matrix.modelview[0].invtrans
#semantic main_view_matrices.s3 : state.matrix.modelview[0].transpose
#semantic main_view_matrices.s4 : state.matrix.mvp
#semantic main_view_matrices.s5 : state.matrix.mvp.inverse
#semantic main_view_matrices.s6 : state.matrix.mvp.invtrans
#semantic main_view_matrices.s7 : state.matrix.mvp.transpose
#semantic main_view_matrices.s8 : state.matrix.projection
#semantic main_view_matrices.s9 : state.matrix.projection.inverse
#semantic main_view_matrices.s10 : state.matrix.projection.invtrans
#semantic main_view_matrices.s11 : state.matrix.projection.transpose
#semantic main_view_matrices.s12 : state.matrix.modelview
#semantic main_view_matrices.s13 : state.matrix.modelview.invtrans
#semantic main_view_matrices.s14 : state.matrix.modelview[0]
#var float4 p : $vin.POSITION : POSITION : 0 : 1
#var float4x4 s0 : state.matrix.modelview[0] : c[57], 4 : 1 : 1
#var float4x4 s1 : state.matrix.modelview[0].inverse : c[5], 4 : 2 : 1
#var float4x4 s2 : state.matrix.modelview[0].invtrans : c[9], 4 : 3 : 1
#var float4x4 s3 : state.matrix.modelview[0].transpose : c[13], 4 : 4 : 1
#var float4x4 s4 : state.matrix.mvp : c[17], 4 : 5 : 1
#var float4x4 s5 : state.matrix.mvp.inverse : c[21], 4 : 6 : 1
#var float4x4 s6 : state.matrix.mvp.invtrans : c[25], 4 : 7 : 1
#var float4x4 s7 : state.matrix.mvp.transpose : c[29], 4 : 8 : 1
#var float4x4 s8 : state.matrix.projection : c[33], 4 : 9 : 1
#var float4x4 s9 : state.matrix.projection.inverse : c[37], 4 : 10 : 1
#var float4x4 s10 : state.matrix.projection.invtrans : c[41], 4 : 11 : 1
#var float4x4 s11 : state.matrix.projection.transpose : c[45], 4 : 12 : 1
#var float4x4 s12 : state.matrix.modelview : c[49], 4 : 13 : 1
#var float4x4 s13 : state.matrix.modelview.invtrans : c[53], 4 : 14 : 1
#var float4x4 s14 : state.matrix.modelview[0] : c[57], 4 : 15 : 0
#var float4 main_view_matrices : $vout.POSITION : HPOS : -1 : 1
PARAM c[61] = { program.local[0..4],
		state.matrix.modelview[0].inverse.row[0..3],
		state.matrix.modelview[0].invtrans.row[0..3],
		state.matrix.modelview[0].transpose.row[0..3],
		state.matrix.mvp.row[0..3],
		state.matrix.mvp.inverse.row[0..3],
		state.matrix.mvp.invtrans.row[0..3],
		state.matrix.mvp.transpose.row[0..3],
		state.matrix.projection.row[0..3],
		state.matrix.projection.inverse.row[0..3],
		state.matrix.projection.invtrans.row[0..3],
		state.matrix.projection.transpose.row[0..3],
		state.matrix.modelview.row[0..3],
		state.matrix.modelview.invtrans.row[0..3],
		state.matrix.modelview[0].row[0..3] };
TEMP R0;
TEMP R1;
TEMP R2;
DP4 R1.w, vertex.position, c[60];
DP4 R1.z, vertex.position, c[59];
DP4 R1.y, vertex.position, c[58];
DP4 R1.x, vertex.position, c[57];
DP4 R0.w, vertex.position, c[8];
DP4 R0.z, vertex.position, c[7];
DP4 R0.x, vertex.position, c[5];
DP4 R0.y, vertex.position, c[6];
ADD R2, R1, R0;
DP4 R0.w, vertex.position, c[12];
DP4 R0.z, vertex.position, c[11];
DP4 R0.x, vertex.position, c[9];
DP4 R0.y, vertex.position, c[10];
ADD R2, R2, R0;
DP4 R0.w, vertex.position, c[16];
DP4 R0.z, vertex.position, c[15];
DP4 R0.x, vertex.position, c[13];
DP4 R0.y, vertex.position, c[14];
ADD R2, R2, R0;
DP4 R0.w, vertex.position, c[20];
DP4 R0.z, vertex.position, c[19];
DP4 R0.x, vertex.position, c[17];
DP4 R0.y, vertex.position, c[18];
ADD R2, R2, R0;
DP4 R0.w, vertex.position, c[24];
DP4 R0.z, vertex.position, c[23];
DP4 R0.x, vertex.position, c[21];
DP4 R0.y, vertex.position, c[22];
ADD R2, R2, R0;
DP4 R0.w, vertex.position, c[28];
DP4 R0.z, vertex.position, c[27];
DP4 R0.x, vertex.position, c[25];
DP4 R0.y, vertex.position, c[26];
ADD R2, R2, R0;
DP4 R0.w, vertex.position, c[32];
DP4 R0.z, vertex.position, c[31];
DP4 R0.x, vertex.position, c[29];
DP4 R0.y, vertex.position, c[30];
ADD R2, R2, R0;
DP4 R0.w, vertex.position, c[36];
DP4 R0.z, vertex.position, c[35];
DP4 R0.x, vertex.position, c[33];
DP4 R0.y, vertex.position, c[34];
ADD R2, R2, R0;
DP4 R0.w, vertex.position, c[40];
DP4 R0.z, vertex.position, c[39];
DP4 R0.x, vertex.position, c[37];
DP4 R0.y, vertex.position, c[38];
ADD R2, R2, R0;
DP4 R0.w, vertex.position, c[44];
DP4 R0.z, vertex.position, c[43];
DP4 R0.x, vertex.position, c[41];
DP4 R0.y, vertex.position, c[42];
ADD R2, R2, R0;
DP4 R0.w, vertex.position, c[48];
DP4 R0.z, vertex.position, c[47];
DP4 R0.x, vertex.position, c[45];
DP4 R0.y, vertex.position, c[46];
ADD R2, R2, R0;
DP4 R0.w, vertex.position, c[52];
DP4 R0.z, vertex.position, c[51];
DP4 R0.x, vertex.position, c[49];
DP4 R0.y, vertex.position, c[50];
ADD R2, R2, R0;
DP4 R0.w, vertex.position, c[56];
DP4 R0.z, vertex.position, c[55];
DP4 R0.x, vertex.position, c[53];
DP4 R0.y, vertex.position, c[54];
ADD R0, R2, R0;
ADD result.position, R0, R1;
END
# 70 instructions, 3 R-regs
