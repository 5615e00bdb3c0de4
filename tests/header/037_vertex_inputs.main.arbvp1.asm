!!ARBvp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbvp1
# source file: tests/header/037_vertex_inputs.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbvp1
#program main
#var float4 p : $vin.POSITION : POSITION : 0 : 1
#var float3 n : $vin.NORMAL : NORMAL : 1 : 1
#var float4 c0 : $vin.COLOR0 : COLOR0 : 2 : 1
#var float4 c1 : $vin.COLOR1 : COLOR1 : 3 : 1
#var float fc : $vin.FOGCOORD : FOG : 4 : 1
#var float psz : $vin.PSIZE : ATTR6 : 5 : 1
#var float4 bi : $vin.BLENDINDICES : ATTR7 : 6 : 1
#var float4 t0 : $vin.TEXCOORD0 : TEXCOORD0 : 7 : 1
#var float4 t1 : $vin.TEXCOORD1 : TEXCOORD1 : 8 : 1
#var float4 tg : $vin.TANGENT : ATTR14 : 9 : 1
#var float4 bn : $vin.BINORMAL : ATTR15 : 10 : 1
#var float4 a15 : $vin.ATTR15 : ATTR15 : 11 : 0
#var float4 main : $vout.POSITION : HPOS : -1 : 1
TEMP R0;
MOV R0.xyz, vertex.normal;
ADD R0, vertex.position, R0.xyzz;
ADD R0, R0, vertex.color;
ADD R0, R0, vertex.color.secondary;
ADD R0, R0, vertex.fogcoord.x;
ADD R0, R0, vertex.attrib[6].x;
ADD R0, R0, vertex.attrib[7];
ADD R0, R0, vertex.texcoord[0];
ADD R0, R0, vertex.texcoord[1];
ADD R0, R0, vertex.attrib[14];
ADD R0, R0, vertex.attrib[15];
ADD result.position, R0, vertex.attrib[15];
END
# 12 instructions, 1 R-regs
