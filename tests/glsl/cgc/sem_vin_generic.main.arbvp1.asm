!!ARBvp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbvp1
# source file: tests/glsl/cases/sem_vin_generic.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbvp1
#program main
#var float4 position : $vin.POSITION : POSITION : 0 : 1
#var float3 tangent : $vin.TANGENT : ATTR14 : 1 : 1
#var float3 binormal : $vin.BINORMAL : ATTR15 : 2 : 1
#var float weight : $vin.BLENDWEIGHT : WEIGHT : 3 : 1
#var float4 indices : $vin.BLENDINDICES : ATTR7 : 4 : 1
#var float psize : $vin.PSIZE : ATTR6 : 5 : 1
#var float4 a6 : $vin.ATTR6 : ATTR6 : 6 : 0
#var float4 a7 : $vin.ATTR7 : ATTR7 : 7 : 0
#var float4 a15 : $vin.ATTR15 : ATTR15 : 8 : 0
#var float4 oColor : $vout.COLOR0 : COL0 : 9 : 1
#var float4 main : $vout.POSITION : HPOS : -1 : 1
TEMP R0;
TEMP R1;
MOV R0.xyz, vertex.attrib[15];
MUL R1.xyz, vertex.attrib[14].zxyw, R0.yzxw;
MAD R0.xyz, vertex.attrib[14].yzxw, R0.zxyw, -R1;
MOV R0.w, vertex.weight.x;
MOV R1.x, vertex.attrib[6];
MAD R0, vertex.attrib[7], R1.x, R0;
ADD R0, R0, vertex.attrib[6];
ADD R0, R0, vertex.attrib[7];
ADD result.color, R0, vertex.attrib[15];
MOV result.position, vertex.position;
END
# 10 instructions, 2 R-regs
