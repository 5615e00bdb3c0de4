!!ARBvp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbvp1
# source file: tests/glsl/cases/name_struct_local_clash.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbvp1
#program main
#semantic dglob
#var float4 p : $vin.POSITION : POSITION : 0 : 1
#var float4 dglob.q :  : c[1] : -1 : 1
#var float4 main.pos : $vout.POSITION : HPOS : -1 : 1
#var float4 main.q : $vout.TEXCOORD0 : TEX0 : -1 : 1
#const c[0] = 2
PARAM c[2] = { { 2 },
		program.local[1] };
TEMP R0;
MUL R0, vertex.position, c[0].x;
MOV result.position, R0;
ADD result.texcoord[0], R0, c[1];
END
# 3 instructions, 1 R-regs
