!!ARBfp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbfp1
# source file: tests/header/369_uniform_block_bindings.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbfp1
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
#var float4 IN.color : $vin.COLOR0 : COL0 : 0 : 1
#var float3 IN.normal : $vin.TEXCOORD0 : TEX0 : 0 : 1
#var float3 IN.half_vector : $vin.TEXCOORD1 : TEX1 : 0 : 1
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
#var float4 main : $vout.COLOR : COL : -1 : 1
PARAM c[13] = { program.local[0..12] };
TEMP R0;
TEMP R1;
TEMP R2;
MOV R1, c[6];
DP3 R0.y, fragment.texcoord[1], fragment.texcoord[1];
RSQ R0.y, R0.y;
DP3 R0.x, fragment.texcoord[0], fragment.texcoord[0];
MUL R2.xyz, R0.y, fragment.texcoord[1];
RSQ R0.x, R0.x;
MUL R0.xyz, R0.x, fragment.texcoord[0];
DP3_SAT R0.x, R0, R2;
MUL R1, R1, c[5];
POW R0.x, R0.x, c[4].x;
MAD R0, R0.x, c[3], R1;
ADD R0, R0, c[8];
ADD R2, R0, c[11];
MUL R1, fragment.color.primary, c[2];
MOV R0, c[0];
MAD R0, R0, c[1], R1;
ADD R0, R0, R2;
MUL R0, R0, c[9];
ADD R0, R0, c[10];
ADD R1, -R0, c[7];
MAD R0, fragment.color.primary.w, R1, R0;
MUL result.color, R0, c[12];
END
# 22 instructions, 3 R-regs
