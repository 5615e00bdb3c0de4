!!ARBvp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbvp1
# source file: tests/glsl/cases/hdr_es_return_struct.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbvp1
#program main_hpos
#semantic mvp
#semantic heights
#var float4 p : $vin.POSITION : POSITION : 0 : 1
#var float4 c : $vin.COLOR0 : COLOR0 : 1 : 1
#var float4x4 mvp :  : c[1], 4 : -1 : 1
#var sampler2D heights :  :  : -1 : 0
#var float4 main_hpos.pos : $vout.HPOS : HPOS : -1 : 1
#var float4 main_hpos.color : $vout.COLOR0 : COL0 : -1 : 1
PARAM c[5] = { program.local[0..4] };
MOV result.color, vertex.color;
DP4 result.position.w, vertex.position, c[4];
DP4 result.position.z, vertex.position, c[3];
DP4 result.position.y, vertex.position, c[2];
DP4 result.position.x, vertex.position, c[1];
END
# 5 instructions, 0 R-regs
