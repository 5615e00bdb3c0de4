!!ARBvp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbvp1
# source file: tests/header/137_uniform_members_vertex.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbvp1
#program main_vertex
#semantic main_vertex.PASS1
#semantic main_vertex.O
#semantic main_vertex.IO
#semantic main_vertex.OX
#var float4 position : $vin.POSITION : POSITION : 0 : 1
#var float2 tc : $vin.TEXCOORD0 : TEXCOORD0 : 1 : 1
#var float2 PASS1.texture_size :  : c[5] : 2 : 1
#var float4x4 PASS1.transform :  : c[1], 4 : 2 : 1
#var sampler2D PASS1.texture : TEXUNIT2 :  : 2 : 0
#var float4 PASS1.tint : $vin.COLOR0 : COLOR0 : 2 : 1
#var float4 O.offset : $vin.TEXCOORD3 : TEXCOORD3 : 3 : 1
#var float4 O.n.scale :  : c[6] : 3 : 1
#var float4 IO.v : $vin.TEXCOORD4 : TEXCOORD4 : 4 : 1
#var float4 IO.k :  : c[7] : 4 : 1
#var float4 IO.unused :  : c[8] : 4 : 0
#var float4 OX.v : $vout.TEXCOORD5 : TEX5 : 5 : 1
#var float4 OX.k :  :  : 5 : 0
#var float4x4 OX.m :  : , 4 : 5 : 0
#var float4 oPos : $vout.POSITION : HPOS : 6 : 1
#var float2 oTc : $vout.TEXCOORD0 : TEX0 : 7 : 1
#var float4 t1 : $vout.TEXCOORD1 : TEX1 : 8 : 1
#var float4 oColor : $vout.COLOR0 : COL0 : 9 : 1
#const c[0] = 2
PARAM c[9] = { { 2 },
		program.local[1..8] };
TEMP R0;
MOV R0.zw, c[5].xyxy;
RCP R0.x, c[5].x;
RCP R0.y, c[5].y;
MAD R0, R0, c[6], vertex.texcoord[3];
MUL result.texcoord[4], vertex.texcoord[4], c[0].x;
ADD result.texcoord[1], R0, c[7];
MOV result.color, vertex.color;
MOV result.texcoord[5], vertex.position;
MOV result.texcoord[0].xy, vertex.texcoord[0];
DP4 result.position.w, vertex.position, c[4];
DP4 result.position.z, vertex.position, c[3];
DP4 result.position.y, vertex.position, c[2];
DP4 result.position.x, vertex.position, c[1];
END
# 13 instructions, 1 R-regs
