!!ARBvp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbvp1
# source file: tests/header/113_vertex_uniform_param_struct_mixed.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbvp1
#program main
#semantic main.ModelViewProj
#semantic main.tint
#semantic main.unusedTint
#var float4 IN.pos : $vin.POSITION : POSITION : 0 : 1
#var float4 IN.col : $vin.COLOR0 : COLOR0 : 0 : 1
#var float4x4 ModelViewProj :  : c[1], 4 : 1 : 1
#var float4 tint :  : c[5] : 2 : 1
#var float4 unusedTint :  :  : 3 : 0
#var float4 main.pos : $vout.POSITION : HPOS : -1 : 1
#var float4 main.col : $vout.COLOR0 : COL0 : -1 : 1
PARAM c[6] = { program.local[0..5] };
MUL result.color, vertex.color, c[5];
DP4 result.position.w, vertex.position, c[4];
DP4 result.position.z, vertex.position, c[3];
DP4 result.position.y, vertex.position, c[2];
DP4 result.position.x, vertex.position, c[1];
END
# 5 instructions, 0 R-regs
