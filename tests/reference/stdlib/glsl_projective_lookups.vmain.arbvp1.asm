!!ARBvp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbvp1
# source file: tests/shaders/stdlib/glsl_projective_lookups.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbvp1
#program vmain
#semantic cookie
#semantic falloff
#semantic fogVolume
#semantic tint
#semantic modelViewProj
#var float4 position : $vin.POSITION : POSITION : 0 : 1
#var float3 normal : $vin.NORMAL : NORMAL : 1 : 1
#var float3 tangent : $vin.TEXCOORD0 : TEXCOORD0 : 2 : 1
#var float4 hpos : $vout.POSITION : HPOS : 3 : 1
#var float3 scatter : $vout.TEXCOORD0 : TEX0 : 4 : 1
#var float4 frame : $vout.TEXCOORD1 : TEX1 : 5 : 1
#var sampler2D cookie :  :  : -1 : 0
#var sampler1D falloff :  :  : -1 : 0
#var sampler3D fogVolume :  :  : -1 : 0
#var float4 tint :  :  : -1 : 0
#var float4x4 modelViewProj :  : c[1], 4 : -1 : 1
#const c[0] = 0.5 0.25
PARAM c[5] = { { 0.5, 0.25 },
		program.local[1..4] };
TEMP R0;
TEMP R1;
TEMP R2;
TEMP R3;
MOV R2.xyz, vertex.texcoord[0];
MOV R0, vertex.position;
MUL R1, vertex.normal.y, R0;
MAD result.texcoord[1], vertex.normal.x, R0, -R1;
MUL R3.xyz, vertex.normal.y, R2;
MUL R3.xyz, R3, c[0].x;
MAD R0.xyz, vertex.normal.x, R2, R3;
MUL R1.xyz, vertex.normal.z, R2;
MAD result.texcoord[0].xyz, R1, c[0].y, R0;
DP4 result.position.w, vertex.position, c[4];
DP4 result.position.z, vertex.position, c[3];
DP4 result.position.y, vertex.position, c[2];
DP4 result.position.x, vertex.position, c[1];
END
# 13 instructions, 4 R-regs
