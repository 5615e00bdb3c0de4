!!ARBvp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbvp1
# source file: tests/glsl/cases/state_semantics_all.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbvp1
#program main_other_matrices
#semantic main_other_matrices.s0 : state.matrix.program[1]
#semantic main_other_matrices.s1 : state.matrix.program[1].inverse
#semantic main_other_matrices.s2 : state.matrix.program[1].invtrans
#semantic main_other_matrices.s3 : state.matrix.program[1].transpose
#semantic main_other_matrices.s4 : state.matrix.texture[1]
#semantic main_other_matrices.s5 : state.matrix.texture[1].inverse
#semantic main_other_matrices.s6 : state.matrix.texture[1].invtrans
#semantic main_other_matrices.s7 : state.matrix.texture[1].transpose
#semantic main_other_matrices.s8 : state.matrix.texture
#semantic main_other_matrices.s9 : state.matrix.texture[0]
#var float4 p : $vin.POSITION : POSITION : 0 : 1
#var float4x4 s0 : state.matrix.program[1] : c[1], 4 : 1 : 1
#var float4x4 s1 : state.matrix.program[1].inverse : c[5], 4 : 2 : 1
#var float4x4 s2 : state.matrix.program[1].invtrans : c[9], 4 : 3 : 1
#var float4x4 s3 : state.matrix.program[1].transpose : c[13], 4 : 4 : 1
#var float4x4 s4 : state.matrix.texture[1] : c[17], 4 : 5 : 1
#var float4x4 s5 : state.matrix.texture[1].inverse : c[21], 4 : 6 : 1
#var float4x4 s6 : state.matrix.texture[1].invtrans : c[25], 4 : 7 : 1
#var float4x4 s7 : state.matrix.texture[1].transpose : c[29], 4 : 8 : 1
#var float4x4 s8 : state.matrix.texture : c[33], 4 : 9 : 1
#var float4x4 s9 : state.matrix.texture[0] : c[37], 4 : 10 : 1
#var float4 main_other_matrices : $vout.POSITION : HPOS : -1 : 1
PARAM c[41] = { program.local[0],
		state.matrix.program[1].row[0..3],
		state.matrix.program[1].inverse.row[0..3],
		state.matrix.program[1].invtrans.row[0..3],
		state.matrix.program[1].transpose.row[0..3],
		state.matrix.texture[1].row[0..3],
		state.matrix.texture[1].inverse.row[0..3],
		state.matrix.texture[1].invtrans.row[0..3],
		state.matrix.texture[1].transpose.row[0..3],
		state.matrix.texture.row[0..3],
		state.matrix.texture[0].row[0..3] };
TEMP R0;
TEMP R1;
DP4 R0.w, vertex.position, c[8];
DP4 R0.z, vertex.position, c[7];
DP4 R0.x, vertex.position, c[5];
DP4 R0.y, vertex.position, c[6];
DP4 R1.w, vertex.position, c[4];
DP4 R1.z, vertex.position, c[3];
DP4 R1.y, vertex.position, c[2];
DP4 R1.x, vertex.position, c[1];
ADD R1, R1, R0;
DP4 R0.w, vertex.position, c[12];
DP4 R0.z, vertex.position, c[11];
DP4 R0.x, vertex.position, c[9];
DP4 R0.y, vertex.position, c[10];
ADD R1, R1, R0;
DP4 R0.w, vertex.position, c[16];
DP4 R0.z, vertex.position, c[15];
DP4 R0.x, vertex.position, c[13];
DP4 R0.y, vertex.position, c[14];
ADD R1, R1, R0;
DP4 R0.w, vertex.position, c[20];
DP4 R0.z, vertex.position, c[19];
DP4 R0.x, vertex.position, c[17];
DP4 R0.y, vertex.position, c[18];
ADD R1, R1, R0;
DP4 R0.w, vertex.position, c[24];
DP4 R0.z, vertex.position, c[23];
DP4 R0.x, vertex.position, c[21];
DP4 R0.y, vertex.position, c[22];
ADD R1, R1, R0;
DP4 R0.w, vertex.position, c[28];
DP4 R0.z, vertex.position, c[27];
DP4 R0.x, vertex.position, c[25];
DP4 R0.y, vertex.position, c[26];
ADD R1, R1, R0;
DP4 R0.w, vertex.position, c[32];
DP4 R0.z, vertex.position, c[31];
DP4 R0.x, vertex.position, c[29];
DP4 R0.y, vertex.position, c[30];
ADD R1, R1, R0;
DP4 R0.w, vertex.position, c[36];
DP4 R0.z, vertex.position, c[35];
DP4 R0.x, vertex.position, c[33];
DP4 R0.y, vertex.position, c[34];
ADD R1, R1, R0;
DP4 R0.w, vertex.position, c[40];
DP4 R0.z, vertex.position, c[39];
DP4 R0.x, vertex.position, c[37];
DP4 R0.y, vertex.position, c[38];
ADD result.position, R1, R0;
END
# 49 instructions, 2 R-regs
