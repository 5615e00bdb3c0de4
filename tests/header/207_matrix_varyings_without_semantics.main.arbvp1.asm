!!ARBvp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbvp1
# source file: tests/header/207_matrix_varyings_without_semantics.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbvp1
#program main
#var float4 p : $vin.POSITION : POSITION : 0 : 1
#var float4 a : $vin.ATTR3 : ATTR3 : 1 : 1
#var float4x4 m : $vin.ATTR4 : ATTR4, 4 : 2 : 1
#var float4 b : $vin.ATTR1 : ATTR1 : 3 : 1
#var float2x3 unread :  : , 2 : 4 : 0
#var float4 pos : $vout.POSITION : HPOS : 5 : 1
#var float2x2 o : $vout.TEX0 : TEX0, 2 : 6 : 1
#var float2 t : $vout.TEX2 : TEX2 : 7 : 1
TEMP R0;
MOV R0, vertex.attrib[3];
ADD R0, vertex.position, R0;
ADD R0, R0, vertex.attrib[4];
ADD R0, R0, vertex.attrib[7];
ADD result.position, R0, vertex.attrib[1];
MOV result.texcoord[0].xy, vertex.position;
MOV result.texcoord[1].xy, vertex.position.zwzw;
MOV result.texcoord[2].xy, vertex.position.yxzw;
END
# 8 instructions, 1 R-regs
