!!ARBvp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbvp1
# source file: tests/glsl/cases/sem_vin_aliases.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbvp1
#program main
#var float4 position : $vin.POSITION : POSITION : 0 : 1
#var float4 diffuse : $vin.DIFFUSE : COLOR0 : 1 : 1
#var float4 specular : $vin.SPECULAR : COLOR1 : 2 : 1
#var float2 uv : $vin.TEXCOORD : TEXCOORD0 : 3 : 1
#var float4 a3 : $vin.ATTR3 : ATTR3 : 4 : 1
#var float4 oColor : $vout.COLOR0 : COL0 : 5 : 1
#var float2 oUv : $vout.TEXCOORD0 : TEX0 : 6 : 1
#var float4 main : $vout.POSITION : HPOS : -1 : 1
TEMP R0;
MOV R0, vertex.color.secondary;
ADD R0, vertex.color, R0;
ADD result.color, R0, vertex.attrib[3];
MOV result.position, vertex.position;
MOV result.texcoord[0].xy, vertex.texcoord[0];
END
# 5 instructions, 1 R-regs
