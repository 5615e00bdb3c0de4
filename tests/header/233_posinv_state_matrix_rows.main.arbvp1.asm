!!ARBvp1.0
OPTION ARB_position_invariant;
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -posinv -profile arbvp1
# source file: tests/header/233_posinv_state_matrix_rows.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbvp1
#program main
#semantic main.ModelViewProj : state.matrix.mvp
#semantic main.MV : state.matrix.modelview[0]
#semantic main.LightPos
#var float4 pos : $vin.POSITION : POSITION : 0 : 0
#var float3 n : $vin.NORMAL : NORMAL : 1 : 1
#var float4 oPos : $vout.POSITION : HPOS : 2 : 0
#var float4 oc : $vout.COLOR0 : COL0 : 3 : 1
#var float4x4 ModelViewProj : state.matrix.mvp : c[1], 4 : 4 : 1
#var float4x4 MV : state.matrix.modelview[0] : c[5], 4 : 5 : 0
#var float4 LightPos :  : c[9] : 6 : 1
#const c[0] = 1
PARAM c[10] = { { 1 },
		state.matrix.mvp.row[0..3],
		program.local[5..9] };
TEMP R0;
MOV R0.w, c[0].x;
MOV R0.xyz, vertex.normal;
MUL R0, R0, c[9];
ADD result.color, R0, c[2];
END
# 4 instructions, 1 R-regs
