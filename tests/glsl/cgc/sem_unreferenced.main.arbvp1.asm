!!ARBvp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbvp1
# source file: tests/glsl/cases/sem_unreferenced.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbvp1
#program main
#semantic main.s
#semantic main.s2
#semantic main.k
#var float4 p : $vin.POSITION : POSITION : 0 : 1
#var float4 unusedIn : $vin.TEXCOORD3 :  : 1 : 0
#var float4 t : $vin.TEXCOORD0 : TEXCOORD0 : 2 : 1
#var float4 s.a :  : c[1] : 3 : 1
#var float4 s.b :  :  : 3 : 0
#var float4 s2.a :  :  : 4 : 0
#var float4 s2.b :  :  : 4 : 0
#var float4 k :  :  : 5 : 0
#var float4 unusedOut : $vout.TEXCOORD1 :  : 6 : 0
#var float4 c : $vout.COLOR0 : COL0 : 7 : 1
#var float4 main : $vout.POSITION : HPOS : -1 : 1
PARAM c[2] = { program.local[0..1] };
MUL result.color, vertex.texcoord[0], c[1];
MOV result.position, vertex.position;
END
# 2 instructions, 0 R-regs
