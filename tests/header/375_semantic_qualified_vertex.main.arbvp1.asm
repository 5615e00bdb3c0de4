!!ARBvp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbvp1
# source file: tests/header/375_semantic_qualified_vertex.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbvp1
#program main
#semantic main.k : C20
#semantic mvp : state.matrix.mvp
#semantic tint : C12
#var float4 p : $vin.POSITION : POSITION : 0 : 1
#var float4 n : $vin.NORMAL : NORMAL : 1 : 1
#var float4 t : $vin.TEXCOORD2 : TEXCOORD2 : 2 : 1
#var float4 c : $vin.COLOR0 : COLOR0 : 3 : 1
#var float4 k : C20 : c[20] : 4 : 1
#var float4x4 mvp : state.matrix.mvp : c[1], 4 : -1 : 1
#var float4 tint : C12 : c[12] : -1 : 1
#var float4 main.pos : $vout.POSITION : HPOS : -1 : 1
#var float4 main.col : $vout.COLOR0 : COL0 : -1 : 1
#var float4 main.uv : $vout.TEXCOORD5 : TEX5 : -1 : 1
#var float main.fog : $vout.FOG : FOGC : -1 : 1
PARAM c[21] = { program.local[0],
		state.matrix.mvp.row[0..3],
		program.local[5..20] };
TEMP R0;
MUL R0, vertex.color, c[12];
ADD result.color, R0, vertex.normal;
MOV result.texcoord[5], vertex.texcoord[2];
DP4 result.position.w, vertex.position, c[4];
DP4 result.position.z, vertex.position, c[3];
DP4 result.position.y, vertex.position, c[2];
DP4 result.position.x, vertex.position, c[1];
MOV result.fogcoord.x, c[20];
END
# 8 instructions, 1 R-regs
