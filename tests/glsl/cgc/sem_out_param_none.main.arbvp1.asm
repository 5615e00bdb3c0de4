!!ARBvp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbvp1
# source file: tests/glsl/cases/sem_out_param_none.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbvp1
#program main
#semantic main.k
#var float4 p : $vin.POSITION : POSITION : 0 : 1
#var float4 q : $vin.TEXCOORD0 : TEXCOORD0 : 1 : 1
#var float4 k :  : c[1] : 2 : 1
#var float4 pos : $vout.POSITION : HPOS : 3 : 1
#var float4 one : $vout.TEX0 : TEX0 : 4 : 1
#var float4 three : $vout.TEXCOORD2 : TEX2 : 5 : 1
PARAM c[2] = { program.local[0..1] };
MOV result.position, vertex.position;
MOV result.texcoord[0], vertex.texcoord[0];
MUL result.texcoord[2], vertex.texcoord[0], c[1];
END
# 3 instructions, 0 R-regs
