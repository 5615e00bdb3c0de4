!!ARBvp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbvp1
# source file: tests/glsl/cases/type_literals.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbvp1
#program main
#semantic main.k
#var float4 p : $vin.POSITION : POSITION : 0 : 1
#var float4 o : $vout.TEXCOORD0 : TEX0 : 1 : 1
#var float4 k :  : c[1] : 2 : 1
#var float4 main : $vout.POSITION : HPOS : -1 : 1
#const c[0] = 16777218 1e+20 0.5 0.33333334
#const c[2] = 100023 65504.254
PARAM c[3] = { { 16777218, 1e+20, 0.5, 0.33333334 },
		program.local[1],
		{ 100023, 65504.254 } };
TEMP R0;
MOV R0, c[1];
MAD R0, R0, c[0].w, c[0].x;
MAD R0, vertex.position, c[0].z, R0;
ADD R0, R0, c[0].y;
ADD result.texcoord[0].xy, R0, c[2];
MOV result.texcoord[0].zw, R0;
MOV result.position, vertex.position;
END
# 7 instructions, 1 R-regs
