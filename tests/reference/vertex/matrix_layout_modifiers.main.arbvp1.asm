!!ARBvp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbvp1
# source file: tests/shaders/vertex/matrix_layout_modifiers.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbvp1
#program main
#semantic main.world
#semantic main.rigid
#semantic bones
#semantic light
#semantic mvp
#semantic packed_view
#var float4 p : $vin.POSITION : POSITION : 0 : 1
#var float4 idx : $vin.BLENDINDICES : ATTR7 : 1 : 1
#var float4x4 world :  : c[1], 4 : 2 : 1
#var float4x3 rigid :  : c[5], 4 : 3 : 1
#var float4 hpos : $vout.POSITION : HPOS : 4 : 1
#var float4 c : $vout.COLOR0 : COL0 : 5 : 1
#var float4 t0 : $vout.TEXCOORD0 : TEX0 : 6 : 1
#var float3 t1 : $vout.TEXCOORD1 : TEX1 : 7 : 1
#var float4x4 bones[0] :  : c[9], 4 : -1 : 1
#var float4x4 bones[1] :  : c[13], 4 : -1 : 1
#var float4x4 bones[2] :  : c[17], 4 : -1 : 1
#var float4x4 bones[3] :  : c[21], 4 : -1 : 1
#var float4x4 light.proj :  : c[25], 4 : -1 : 1
#var float4 light.color :  : c[37] : -1 : 1
#var float4x4 mvp :  : c[29], 4 : -1 : 1
#var float4x4 packed_view :  : c[33], 4 : -1 : 1
#const c[0] = 4
PARAM c[38] = { { 4 },
		program.local[1..37] };
TEMP R0;
TEMP R1;
TEMP R2;
ADDRESS A0;
FLR R0.x, vertex.attrib[7];
MUL R0.x, R0, c[0];
ARL A0.x, R0.x;
MUL R0, vertex.position.y, c[A0.x + 10];
MAD R0, vertex.position.x, c[A0.x + 9], R0;
MAD R0, vertex.position.z, c[A0.x + 11], R0;
MAD R0, vertex.position.w, c[A0.x + 12], R0;
MUL R1, R0.y, c[2];
MAD R1, R0.x, c[1], R1;
MAD R1, R0.z, c[3], R1;
MAD R1, R0.w, c[4], R1;
MUL R2, R0.y, c[26];
MAD R2, R0.x, c[25], R2;
DP4 result.position.w, R1, c[32];
DP4 result.position.z, R1, c[31];
DP4 result.position.y, R1, c[30];
DP4 result.position.x, R1, c[29];
MAD R1, R0.z, c[27], R2;
MUL R0.xyz, vertex.position.y, c[6];
MAD result.texcoord[0], R0.w, c[28], R1;
MAD R1.xyz, vertex.position.x, c[5], R0;
DP4 R0.x, vertex.position, c[33];
MAD R1.xyz, vertex.position.z, c[7], R1;
MUL result.color, R0.x, c[37];
MAD result.texcoord[1].xyz, vertex.position.w, c[8], R1;
END
# 25 instructions, 3 R-regs
