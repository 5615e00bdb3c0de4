!!VP1.1
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile vp20
# source file: tests/header/113_vertex_uniform_param_struct_mixed.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile vp20
#program main
#semantic main.ModelViewProj
#semantic main.tint
#semantic main.unusedTint
#var float4 IN.pos : $vin.POSITION : ATTR0 : 0 : 1
#var float4 IN.col : $vin.COLOR0 : ATTR3 : 0 : 1
#var float4x4 ModelViewProj :  : c[0], 4 : 1 : 1
#var float4 tint :  : c[4] : 2 : 1
#var float4 unusedTint :  :  : 3 : 0
#var float4 main.pos : $vout.POSITION : HPOS : -1 : 1
#var float4 main.col : $vout.COLOR0 : COL0 : -1 : 1
MUL   o[COL0], v[3], c[4];
DP4   o[HPOS].w, v[0], c[3];
DP4   o[HPOS].z, v[0], c[2];
DP4   o[HPOS].y, v[0], c[1];
DP4   o[HPOS].x, v[0], c[0];
END
# 5 instructions, 0 R-regs
