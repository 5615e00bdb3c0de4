!!ARBvp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbvp1
# source file: tests/header/413_vertex_output_struct_array_member.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbvp1
#program skinned
#semantic scene
#semantic exposure
#semantic modelViewProj
#var float4 position : $vin.POSITION : POSITION : 0 : 1
#var float2 uv : $vin.TEXCOORD0 : TEXCOORD0 : 1 : 1
#var sampler2D scene :  :  : -1 : 0
#var float exposure :  :  : -1 : 0
#var float4x4 modelViewProj :  : c[1], 4 : -1 : 1
#var float4 skinned.position : $vout.POSITION : HPOS : -1 : 1
#var float4 skinned.coords[0] : $vout.TEX1 : TEX1 : -1 : 1
#var float4 skinned.coords[1] : $vout.TEX2 : TEX2 : -1 : 1
PARAM c[5] = { program.local[0..4] };
TEMP R0;
DP4 R0.w, vertex.position, c[4];
DP4 R0.z, vertex.position, c[3];
DP4 R0.x, vertex.position, c[1];
DP4 R0.y, vertex.position, c[2];
MOV result.position, R0;
MOV result.texcoord[1], vertex.texcoord[0].xyxy;
MOV result.texcoord[2], R0;
END
# 7 instructions, 1 R-regs
