!!ARBvp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbvp1
# source file: tests/header/197_state_binding_declaration_order.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbvp1
#program main
#semantic main.pv
#semantic sm : state.matrix.projection
#semantic sv : state.light[0].diffuse
#semantic v
#semantic m
#var float4 p : $vin.POSITION : POSITION : 0 : 1
#var float4 pv :  : c[5] : 1 : 1
#var float4x4 sm : state.matrix.projection : c[6], 4 : -1 : 1
#var float4 sv : state.light[0].diffuse : c[10] : -1 : 1
#var float4 v :  : c[11] : -1 : 1
#var float4x4 m :  : c[1], 4 : -1 : 1
#var float4 main : $vout.POSITION : HPOS : -1 : 1
PARAM c[12] = { program.local[0..5],
		state.matrix.projection.row[0..3],
		state.light[0].diffuse,
		program.local[11] };
TEMP R0;
TEMP R1;
DP4 R0.w, vertex.position, c[4];
DP4 R0.z, vertex.position, c[3];
DP4 R0.x, vertex.position, c[1];
DP4 R0.y, vertex.position, c[2];
ADD R0, R0, c[11];
ADD R1, R0, c[10];
DP4 R0.w, vertex.position, c[9];
DP4 R0.z, vertex.position, c[8];
DP4 R0.x, vertex.position, c[6];
DP4 R0.y, vertex.position, c[7];
ADD R0, R1, R0;
ADD result.position, R0, c[5];
END
# 12 instructions, 2 R-regs
