!!ARBvp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbvp1
# source file: tests/header/132_semantics_as_written.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbvp1
#program main
#semantic main.mv : state.matrix.modelview
#semantic arr : c5
#semantic l : C10
#semantic u : FOO
#semantic m : STATE.MATRIX.MVP
#semantic lp : State.Light[0].Position
#var float4 p : $vin.position : POSITION : 0 : 1
#var float2 t : $vin.TexCoord1 : TEXCOORD1 : 1 : 1
#var float4 c : $vout.color0 : COL0 : 2 : 1
#var float4x4 mv : state.matrix.modelview : c[1], 4 : 3 : 1
#var float4 arr[0] :  : c[5] : -1 : 1
#var float4 arr[1] :  : c[6] : -1 : 0
#var float4 arr[2] :  : c[7] : -1 : 1
#var float4 l.a :  : c[10] : -1 : 1
#var float4 l.b :  : c[11] : -1 : 1
#var float4 u : FOO : c[8] : -1 : 1
#var float4x4 m : STATE.MATRIX.MVP : c[12], 4 : -1 : 1
#var float4 lp : State.Light[0].Position : c[9] : -1 : 1
#var float4 main : $vout.Position : HPOS : -1 : 1
PARAM c[16] = { program.local[0],
		state.matrix.modelview.row[0..3],
		program.local[5..8],
		state.light[0].position,
		program.local[10..11],
		state.matrix.mvp.row[0..3] };
TEMP R0;
TEMP R1;
MOV R0, c[7];
ADD R0, R0, c[5];
ADD R0, R0, c[10];
ADD R0, R0, c[11];
ADD R1, R0, c[8];
DP4 R0.w, vertex.position, c[15];
DP4 R0.z, vertex.position, c[14];
DP4 R0.x, vertex.position, c[12];
DP4 R0.y, vertex.position, c[13];
ADD R0, R1, R0;
ADD R0, R0, c[9];
ADD R1, R0, vertex.texcoord[1].xyxy;
DP4 R0.w, vertex.position, c[4];
DP4 R0.z, vertex.position, c[3];
DP4 R0.x, vertex.position, c[1];
DP4 R0.y, vertex.position, c[2];
ADD result.position, R1, R0;
MOV result.color, vertex.position;
END
# 18 instructions, 2 R-regs
