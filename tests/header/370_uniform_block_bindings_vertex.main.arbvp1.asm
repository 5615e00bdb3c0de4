!!ARBvp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbvp1
# source file: tests/header/370_uniform_block_bindings_vertex.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbvp1
#program main
#semantic Implicit.first : BUFFER[1]
#semantic Lighting.light : BUFFER[0]
#semantic Placed.placed : C9
#semantic Shared : BUFFER[2]
#semantic Owned : BUFFER[5]
#semantic Unindexed.unindexed : BUFFER[2]
#semantic Spelled.spelled : BUFFER3
#semantic Lowered.lowered : buffer
#semantic Later : BUFFER[3]
#var float4 IN.position : $vin.POSITION : POSITION : 0 : 1
#var float4 IN.color : $vin.COLOR0 : COLOR0 : 0 : 1
#var float3 IN.normal : $vin.TEXCOORD0 : TEXCOORD0 : 0 : 1
#var float3 IN.half_vector : $vin.TEXCOORD1 : TEXCOORD1 : 0 : 1
#var float4 first.ambientScale : BUFFER[1] : c[1] : -1 : 1
#var float4 first.unused : BUFFER[1] :  : -1 : 0
#var float4 light.ambient :  : c[2] : -1 : 1
#var float4 light.diffuse :  : c[3] : -1 : 1
#var float4 placed.tint :  : c[9] : -1 : 1
#var float4 placed.fade :  : c[10] : -1 : 1
#var float4 specular : BUFFER[2] : c[4] : -1 : 1
#var float4 shine : BUFFER[2] : c[5] : -1 : 1
#var float4 own : BUFFER[5] : c[6] : -1 : 1
#var float4 other : BUFFER[5] : c[7] : -1 : 1
#var float4 unindexed.fog : BUFFER[2] : c[8] : -1 : 1
#var float4 spelled.rim :  : c[11] : -1 : 1
#var float4 lowered.glow :  : c[12] : -1 : 1
#var float4 exposure : BUFFER[3] : c[13] : -1 : 1
#var float4 main : $vout.POSITION : HPOS : -1 : 1
#const c[0] = 1 0
PARAM c[14] = { { 1, 0 },
		program.local[1..13] };
TEMP R0;
TEMP R1;
TEMP R2;
DP3 R0.x, vertex.texcoord[0], vertex.texcoord[0];
RSQ R0.w, R0.x;
DP3 R0.y, vertex.texcoord[1], vertex.texcoord[1];
RSQ R0.y, R0.y;
MUL R1.xyz, R0.w, vertex.texcoord[0];
MUL R0.xyz, R0.y, vertex.texcoord[1];
DP3 R0.x, R1, R0;
MIN R0.x, R0, c[0];
MOV R1, c[7];
MAX R0.x, R0, c[0].y;
MUL R1, R1, c[6];
POW R0.x, R0.x, c[5].x;
MAD R0, R0.x, c[4], R1;
ADD R0, R0, c[11];
ADD R2, R0, c[12];
MUL R1, vertex.color, c[3];
MOV R0, c[1];
MAD R0, R0, c[2], R1;
ADD R0, R0, R2;
MUL R0, R0, c[9];
ADD R0, R0, c[10];
ADD R1, -R0, c[8];
MAD R0, vertex.color.w, R1, R0;
MAD result.position, R0, c[13], vertex.position;
END
# 24 instructions, 3 R-regs
