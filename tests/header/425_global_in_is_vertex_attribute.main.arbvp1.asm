!!ARBvp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbvp1
# source file: tests/header/425_global_in_is_vertex_attribute.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbvp1
#program main
#semantic main.modelViewProj
#semantic main.lightDir
#var float4 position : $vin.POSITION : POSITION : 0 : 1
#var float4x4 modelViewProj :  : c[1], 4 : 1 : 1
#var float4 lightDir :  : c[5] : 2 : 1
#var float4 color : $vout.COLOR0 : COL0 : 3 : 1
#var float4 extra : $vout.TEXCOORD0 : TEX0 : 4 : 1
#var float3 normal : $vin.NORMAL : NORMAL : -1 : 1
#var float4 weights : $vin.ATTR1 : ATTR1 : -1 : 1
#var float4 boneIndices : $vin.ATTR3 : ATTR3 : -1 : 1
#var float4 tangent : $vin.ATTR4 : ATTR4 : -1 : 1
#var float4 main : $vout.POSITION : HPOS : -1 : 1
#const c[0] = 0
PARAM c[6] = { { 0 },
		program.local[1..5] };
TEMP R0;
TEMP R1;
DP3 R0.x, vertex.normal, c[5];
MAX R0.x, R0, c[0];
MOV R1, vertex.attrib[4];
MUL result.color, R0.x, vertex.attrib[1];
ADD result.texcoord[0], vertex.attrib[3], R1;
DP4 result.position.w, vertex.position, c[4];
DP4 result.position.z, vertex.position, c[3];
DP4 result.position.y, vertex.position, c[2];
DP4 result.position.x, vertex.position, c[1];
END
# 9 instructions, 2 R-regs
