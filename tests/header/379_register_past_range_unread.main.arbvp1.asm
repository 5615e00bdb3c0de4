!!ARBvp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbvp1
# source file: tests/header/379_register_past_range_unread.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbvp1
#program main
#semantic viewProj : C0
#semantic lightDir : C4
#semantic lightColor : C5
#semantic ambient : C6
#semantic tints : C94
#semantic fog : C94
#semantic contacts : C98
#var float4 v.position : $vin.POSITION : POSITION : 0 : 1
#var float4 v.normal : $vin.NORMAL : NORMAL : 0 : 1
#var float2 v.uv : $vin.TEXCOORD0 : TEXCOORD0 : 0 : 1
#var float4x4 viewProj : C0 : c[0], 4 : -1 : 1
#var float4 lightDir : C4 : c[4] : -1 : 1
#var float4 lightColor : C5 : c[5] : -1 : 1
#var float4 ambient : C6 : c[6] : -1 : 1
#var float4 tints[0] :  : c[94] : -1 : 0
#var float4 tints[1] :  : c[95] : -1 : 0
#var float4 tints[2] :  :  : -1 : 0
#var float4 tints[3] :  :  : -1 : 0
#var float4x4 fog : C94 : c[8], 4 : -1 : 0
#var float4 contacts[0] :  :  : -1 : 0
#var float4 contacts[1] :  :  : -1 : 0
#var float4 contacts[2] :  :  : -1 : 0
#var float4 contacts[3] :  :  : -1 : 0
#var float4 contacts[4] :  :  : -1 : 0
#var float4 contacts[5] :  :  : -1 : 0
#var float4 contacts[6] :  :  : -1 : 0
#var float4 contacts[7] :  :  : -1 : 0
#var float4 contacts[8] :  :  : -1 : 0
#var float4 contacts[9] :  :  : -1 : 0
#var float4 contacts[10] :  :  : -1 : 0
#var float4 contacts[11] :  :  : -1 : 0
#var float4 contacts[12] :  :  : -1 : 0
#var float4 contacts[13] :  :  : -1 : 0
#var float4 contacts[14] :  :  : -1 : 0
#var float4 main.position : $vout.POSITION : HPOS : -1 : 1
#var float4 main.color : $vout.COLOR0 : COL0 : -1 : 1
#var float2 main.uv : $vout.TEXCOORD0 : TEX0 : -1 : 1
#const c[7] = 1 0
PARAM c[8] = { program.local[0..6],
		{ 1, 0 } };
TEMP R0;
DP3 R0.x, vertex.normal, -c[4];
MIN R0.x, R0, c[7];
MAX R0.x, R0, c[7].y;
MUL R0, R0.x, c[5];
ADD result.color, R0, c[6];
MOV result.texcoord[0].xy, vertex.texcoord[0];
DP4 result.position.w, vertex.position, c[3];
DP4 result.position.z, vertex.position, c[2];
DP4 result.position.y, vertex.position, c[1];
DP4 result.position.x, vertex.position, c[0];
END
# 10 instructions, 1 R-regs
