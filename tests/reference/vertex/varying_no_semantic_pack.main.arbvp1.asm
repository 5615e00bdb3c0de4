!!ARBvp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbvp1
# source file: tests/shaders/vertex/varying_no_semantic_pack.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbvp1
#program main
#var float4 p : $vin.POSITION : POSITION : 0 : 1
#var float3 n : $vin.ATTR1 : ATTR1 : 1 : 1
#var float a1 : $vin.ATTR2 : ATTR2 : 2 : 1
#var float a2 : $vin.ATTR3 : ATTR3 : 3 : 0
#var float a3 : $vin.ATTR4 : ATTR4 : 4 : 1
#var float4 unused :  :  : 5 : 0
#var float a4 : $vin.ATTR5 : ATTR5 : 6 : 1
#var float a5 : $vin.ATTR6 : ATTR6 : 7 : 1
#var float a6 : $vin.ATTR7 : ATTR7 : 8 : 1
#var float a7 : $vin.ATTR8 : ATTR8 : 9 : 1
#var float a8 : $vin.ATTR9 : ATTR9 : 10 : 1
#var float a9 : $vin.ATTR10 : ATTR10 : 11 : 1
#var float a10 : $vin.ATTR11 : ATTR11 : 12 : 1
#var float a11 : $vin.ATTR12 : ATTR12 : 13 : 1
#var float a12 : $vin.ATTR13 : ATTR13 : 14 : 1
#var float a13 : $vin.ATTR14 : ATTR14 : 15 : 1
#var float a14 : $vin.ATTR15 : ATTR15 : 16 : 1
#var float2 b0 : $vin.ATTR2 : ATTR2 : 17 : 0
#var float b1 : $vin.ATTR3 : ATTR3 : 18 : 1
#var float3 b2 : $vin.ATTR4 : ATTR4 : 19 : 0
#var float4 o0 : $vout.TEX0 : TEX0 : 20 : 1
#var float o1 : $vout.TEX1 : TEX1 : 21 : 1
#var float o2 : $vout.TEX3 : TEX3 : 22 : 1
#var float o3 : $vout.TEX4 : TEX4 : 23 : 1
#var float o4 : $vout.TEX5 : TEX5 : 24 : 1
#var float o5 : $vout.TEX6 : TEX6 : 25 : 1
#var float2 o6 : $vout.TEX7 : TEX7 : 26 : 1
#var float3 o7 : $vout.TEX1 : TEX1 : 27 : 1
#var float o8 : $vout.TEX3 : TEX3 : 28 : 1
#var float never :  :  : 29 : 0
#var float4 main.hpos : $vout.POSITION : HPOS : -1 : 1
#var float3 main.n : $vout.TEX4 : TEX4 : -1 : 1
#var float2 main.uv : $vout.TEXCOORD2 : TEX2 : -1 : 1
#var float main.s : $vout.TEX5 : TEX5 : -1 : 1
TEMP R0;
MOV R0.x, vertex.attrib[2];
MOV R0.y, vertex.attrib[4].x;
ADD R0.y, vertex.attrib[3].x, R0;
MUL result.texcoord[4].yzw, vertex.attrib[1].xxyz, R0.x;
ADD R0.x, vertex.attrib[5], R0.y;
ADD R0.y, vertex.attrib[6].x, R0.x;
MOV R0.x, vertex.attrib[3].y;
ADD R0.y, vertex.attrib[7].x, R0;
MUL result.texcoord[2].xy, vertex.attrib[2].yzzw, R0.x;
ADD R0.x, R0.y, vertex.attrib[8];
ADD R0.x, R0, vertex.attrib[9];
ADD R0.x, R0, vertex.attrib[10];
ADD R0.x, R0, vertex.attrib[11];
ADD R0.x, R0, vertex.attrib[12];
ADD R0.y, R0.x, vertex.attrib[13].x;
MOV R0.x, vertex.attrib[7];
ADD R0.y, R0, vertex.attrib[14].x;
MOV result.texcoord[0], vertex.position.yxzw;
MOV result.position, vertex.position;
MOV result.texcoord[1].yzw, vertex.attrib[4];
MOV result.texcoord[7].xy, vertex.attrib[2].zyzw;
MOV result.texcoord[1].x, vertex.attrib[2];
MOV result.texcoord[3].x, vertex.attrib[3];
MOV result.texcoord[4].x, vertex.attrib[4];
MOV result.texcoord[5].x, vertex.attrib[5];
MOV result.texcoord[6].x, vertex.attrib[6];
ADD result.texcoord[3].y, vertex.attrib[3], R0.x;
ADD result.texcoord[5].y, R0, vertex.attrib[15].x;
END
# 28 instructions, 1 R-regs
