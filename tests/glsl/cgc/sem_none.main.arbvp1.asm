!!ARBvp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbvp1
# source file: tests/glsl/cases/sem_none.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbvp1
#program main
#semantic main.k
#var float4 p : $vin.POSITION : POSITION : 0 : 1
#var float4 q : $vin.ATTR1 : ATTR1 : 1 : 1
#var float4 k :  : c[1] : 2 : 1
#var float4 main.pos : $vout.POSITION : HPOS : -1 : 1
#var float4 main.one : $vout.TEX0 : TEX0 : -1 : 1
#var float2 main.two : $vout.TEX1 : TEX1 : -1 : 1
#var float4 main.three : $vout.TEXCOORD2 : TEX2 : -1 : 1
PARAM c[2] = { program.local[0..1] };
MOV result.position, vertex.position;
MUL result.texcoord[0], vertex.attrib[1], c[1];
MOV result.texcoord[2], vertex.attrib[1];
MOV result.texcoord[1].xy, vertex.position;
END
# 4 instructions, 0 R-regs
