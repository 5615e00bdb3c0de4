!!ARBvp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbvp1
# source file: tests/glsl/cases/hdr_es_return_struct.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbvp1
#program main_psize
#semantic main_psize.pos
#semantic mvp
#semantic heights
#var float4 p : $vin.POSITION : POSITION : 0 : 1
#var float4 pos :  : c[5] : 1 : 1
#var float4x4 mvp :  : c[1], 4 : -1 : 1
#var sampler2D heights :  :  : -1 : 0
#var float4 main_psize.pos : $vout.POSITION : HPOS : -1 : 1
#var float main_psize.size : $vout.PSIZE : PSIZ : -1 : 1
#const c[0] = 4
PARAM c[6] = { { 4 },
		program.local[1..5] };
TEMP R0;
MUL R0, vertex.position, c[5];
DP4 result.position.w, R0, c[4];
DP4 result.position.z, R0, c[3];
DP4 result.position.y, R0, c[2];
DP4 result.position.x, R0, c[1];
MUL result.pointsize.x, vertex.position.w, c[0];
END
# 6 instructions, 1 R-regs
