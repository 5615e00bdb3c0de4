!!ARBvp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbvp1
# source file: tests/header/180_semantic_index_zero_vertex.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbvp1
#program main
#var float4 p : $vin.POSITION0 : POSITION : 0 : 1
#var float3 n : $vin.NORMAL0 : NORMAL : 1 : 1
#var float4 t : $vin.TANGENT0 : ATTR14 : 2 : 1
#var float3 b : $vin.BINORMAL00 : ATTR15 : 3 : 1
#var float4 w : $vin.PSIZE0 : ATTR6 : 4 : 1
#var float4 i : $vin.BLENDINDICES0 : ATTR7 : 5 : 1
#var float4 d : $vin.DIFFUSE0 : COLOR0 : 6 : 1
#var float4 s : $vin.SPECULAR0 : COLOR1 : 7 : 1
#var float4 uv : $vin.TEXCOORD00 : TEXCOORD0 : 8 : 1
#var float4 a : $vin.ATTR013 : ATTR13 : 9 : 1
#var float4 main.hpos : $vout.POSITION0 : HPOS : -1 : 1
#var float4 main.col : $vout.COL00 : COL0 : -1 : 1
#var float4 main.tex : $vout.TEX : TEX0 : -1 : 1
#var float2 main.uv7 : $vout.TEXCOORD07 : TEX7 : -1 : 1
#var float main.fog : $vout.FOG0 : FOGC : -1 : 1
#var float main.size : $vout.PSIZE00 : PSIZ : -1 : 1
#const c[0] = 1
PARAM c[1] = { { 1 } };
TEMP R0;
TEMP R1;
MOV R0, vertex.attrib[7];
MUL R0, vertex.attrib[6].x, R0;
ADD result.position, R0, vertex.position;
MOV R1.x, vertex.normal;
MUL R1, vertex.color.secondary, R1.x;
ADD result.color, R1, vertex.color;
MOV R1.xy, vertex.attrib[13].zwzw;
MOV R0.xyz, vertex.attrib[15];
MOV R0.w, c[0].x;
ADD result.texcoord[0], vertex.attrib[14], R0;
ADD result.texcoord[7].xy, vertex.texcoord[0], R1;
MOV result.fogcoord.x, vertex.normal.y;
MOV result.pointsize.x, vertex.normal.z;
END
# 13 instructions, 2 R-regs
