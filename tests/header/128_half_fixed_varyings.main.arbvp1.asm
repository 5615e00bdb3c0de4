!!ARBvp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbvp1
# source file: tests/header/128_half_fixed_varyings.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbvp1
#program main
#semantic main.hu
#semantic main.iu
#var float4 p : $vin.POSITION : POSITION : 0 : 1
#var float3 n : $vin.NORMAL : NORMAL : 1 : 1
#var float4 c : $vin.COLOR0 : COLOR0 : 2 : 1
#var float4 bi : $vin.BLENDINDICES : ATTR7 : 3 : 1
#var half3 hu :  : c[1] : 4 : 1
#var int iu :  : c[2] : 5 : 1
#var float4 main.pos : $vout.POSITION : HPOS : -1 : 1
#var float4 main.col : $vout.COLOR0 : COL0 : -1 : 1
#var float3 main.tc : $vout.TEXCOORD0 : TEX0 : -1 : 1
#var float2 main.t1 : $vout.TEXCOORD1 : TEX1 : -1 : 1
#const c[0] = 0
PARAM c[3] = { { 0 },
		program.local[1..2] };
TEMP R0;
TEMP R1;
ABS R0.xy, vertex.attrib[7];
FLR R0.zw, R0.xyxy;
SLT R0.xy, vertex.attrib[7], c[0].x;
ADD R1.xy, -R0.zwzw, -R0.zwzw;
MAD R0.xy, R1, R0, R0.zwzw;
ADD result.texcoord[1].xy, R0, c[2].x;
MOV result.position, vertex.position;
MUL result.color, vertex.color, c[1].xyzz;
MOV result.texcoord[0].xyz, vertex.normal;
END
# 9 instructions, 2 R-regs
