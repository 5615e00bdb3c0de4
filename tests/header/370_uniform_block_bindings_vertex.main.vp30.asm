!!VP2.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile vp30
# source file: tests/header/370_uniform_block_bindings_vertex.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile vp30
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
#var float4 IN.position : $vin.POSITION : ATTR0 : 0 : 1
#var float4 IN.color : $vin.COLOR0 : ATTR3 : 0 : 1
#var float3 IN.normal : $vin.TEXCOORD0 : TEXCOORD0 : 0 : 1
#var float3 IN.half_vector : $vin.TEXCOORD1 : TEXCOORD1 : 0 : 1
#var float4 first.ambientScale : BUFFER[1] : c[0] : -1 : 1
#var float4 first.unused : BUFFER[1] :  : -1 : 0
#var float4 light.ambient :  : c[1] : -1 : 1
#var float4 light.diffuse :  : c[2] : -1 : 1
#var float4 placed.tint :  : c[9] : -1 : 1
#var float4 placed.fade :  : c[10] : -1 : 1
#var float4 specular : BUFFER[2] : c[3] : -1 : 1
#var float4 shine : BUFFER[2] : c[4] : -1 : 1
#var float4 own : BUFFER[5] : c[5] : -1 : 1
#var float4 other : BUFFER[5] : c[6] : -1 : 1
#var float4 unindexed.fog : BUFFER[2] : c[7] : -1 : 1
#var float4 spelled.rim :  : c[8] : -1 : 1
#var float4 lowered.glow :  : c[11] : -1 : 1
#var float4 exposure : BUFFER[3] : c[12] : -1 : 1
#var float4 main : $vout.POSITION : HPOS : -1 : 1
#const c[13] = 1 0
BB0:
DP3   R0.y, v[9], v[9];
RSQ   R0.y, R0.y;
DP3   R0.x, v[8], v[8];
MUL   R1.xyz, R0.y, v[9];
RSQ   R0.x, R0.x;
MUL   R0.xyz, R0.x, v[8];
DP3   R0.x, R0, R1;
MIN   R0.x, R0, c[13];
MAX   R0.x, R0, c[13].y;
LG2   R0.x, R0.x;
MOV   R1, c[6];
MUL   R0.x, R0, c[4];
MUL   R1, R1, c[5];
EX2   R0.x, R0.x;
MAD   R0, R0.x, c[3], R1;
ADD   R0, c[8], R0;
ADD   R2, c[11], R0;
MUL   R1, v[3], c[2];
MOV   R0, c[0];
MAD   R0, R0, c[1], R1;
ADD   R0, R0, R2;
MUL   R0, R0, c[9];
ADD   R0, c[10], R0;
ADD   R1, c[7], -R0;
MAD   R0, v[3].w, R1, R0;
MAD   o[HPOS], R0, c[12], v[0];
END
# 26 instructions, 3 R-regs
