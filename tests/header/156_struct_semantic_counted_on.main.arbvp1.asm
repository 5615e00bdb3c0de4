!!ARBvp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbvp1
# source file: tests/header/156_struct_semantic_counted_on.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbvp1
#program main
#semantic main.light : TEXCOORD2
#semantic main.modelViewProj
#var float4 position : $vin.POSITION : POSITION : 0 : 1
#var float4 light.direction : $vin.TEXCOORD2 : TEXCOORD2 : 1 : 1
#var float4 light.tint :  : c[5] : 1 : 1
#var float4 light.colour : $vin.TEXCOORD3 : TEXCOORD3 : 1 : 1
#var float4x4 modelViewProj :  : c[1], 4 : 2 : 1
#var float4 result.position : $vout.POSITION : HPOS : 3 : 1
#var float4 result.uv : $vout.TEX0 : TEX0 : 3 : 1
#var float4 result.normal : $vout.TEX1 : TEX1 : 3 : 1
#var float3 result.eye[0] : $vout.TEX2 : TEX2 : 3 : 1
#var float3 result.eye[1] : $vout.TEX3 : TEX3 : 3 : 1
PARAM c[6] = { program.local[0..5] };
TEMP R0;
MOV R0.xyz, vertex.texcoord[2];
MUL result.texcoord[0], vertex.texcoord[2], c[5];
MOV result.texcoord[1], vertex.texcoord[3];
ADD result.texcoord[2].xyz, vertex.position, -R0;
MOV result.texcoord[3].xyz, vertex.texcoord[3].zyxw;
DP4 result.position.w, vertex.position, c[4];
DP4 result.position.z, vertex.position, c[3];
DP4 result.position.y, vertex.position, c[2];
DP4 result.position.x, vertex.position, c[1];
END
# 9 instructions, 1 R-regs
