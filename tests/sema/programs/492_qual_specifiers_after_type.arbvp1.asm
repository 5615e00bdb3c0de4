!!ARBvp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -quiet -profile arbvp1
# source file: tests/sema/cases/492_qual_specifiers_after_type.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbvp1
#program main
#semantic main.wvp
#semantic main.l
#semantic scale
#var float3 aPosition : $vin.ATTR0 : ATTR0 : 0 : 1
#var float4 aColor : $vin.ATTR1 : ATTR1 : 1 : 1
#var float4x4 wvp :  : c[1], 4 : 2 : 1
#var float4 l.color :  : c[5] : 3 : 1
#var float2 l.unused :  :  : 3 : 0
#var float4 vPosition : $vout.POSITION : HPOS : 4 : 1
#var float4 vColor : $vout.COLOR : COL0 : 5 : 1
#var float2 uv : $vin.TEXCOORD0 : TEXCOORD0 : 6 : 1
#var float2 vUv : $vout.TEXCOORD0 : TEX0 : 7 : 1
#var float4 scale :  : c[6] : -1 : 1
#const c[0] = 1 0.5 0.25
PARAM c[7] = { { 1, 0.5, 0.25 },
		program.local[1..6] };
TEMP R0;
TEMP R1;
MUL R0, vertex.attrib[0].y, c[2];
MAD R0, vertex.attrib[0].x, c[1], R0;
MUL R1, vertex.attrib[1], c[6];
MAD R0, vertex.attrib[0].z, c[3], R0;
MUL R1, R1, c[0].xyzx;
ADD result.position, R0, c[4];
ADD result.color, R1, c[5];
MOV result.texcoord[0].xy, vertex.texcoord[0];
END
# 8 instructions, 2 R-regs
