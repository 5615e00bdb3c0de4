!!ARBvp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbvp1
# source file: tests/header/175_inout_pass_through.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbvp1
#program main
#var float4 p : $vin.POSITION : POSITION : 0 : 1
#var float4 a : $vin.ATTR1 : ATTR1 : 1 : 1
#var float4 b : $vin.ATTR2 : ATTR2 : 2 : 0
#var float2 c : $vin.ATTR3 : ATTR3 : 3 : 1
#var float4 d :  :  : 4 : 0
#var float4 t : $vin.TEXCOORD3 : TEXCOORD3 : 5 : 1
#var float4 q.a : $vin.ATTR4 : ATTR4 : 6 : 1
#var float4 q.b : $vin.ATTR5 : ATTR5 : 6 : 0
#var float4 main.hp : $vout.POSITION : HPOS : -1 : 1
#var float4 main.o : $vout.TEX6 : TEX6 : -1 : 1
#const c[0] = 2 3 4
PARAM c[1] = { { 2, 3, 4 } };
TEMP R0;
MOV R0.x, vertex.attrib[1];
ADD R0, vertex.position, R0.x;
MUL result.texcoord[1], vertex.position, c[0].x;
MOV result.texcoord[4], vertex.attrib[4];
MUL result.texcoord[5], vertex.position, c[0].z;
MOV result.texcoord[0], vertex.attrib[1];
MOV result.texcoord[3], vertex.texcoord[3];
ADD result.position, vertex.texcoord[3].y, R0;
MOV result.texcoord[6], vertex.attrib[4];
MOV result.texcoord[2].x, c[0].y;
MOV result.texcoord[2].y, vertex.attrib[3];
END
# 11 instructions, 1 R-regs
