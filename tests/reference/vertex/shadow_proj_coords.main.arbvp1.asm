!!ARBvp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbvp1
# source file: tests/shaders/vertex/shadow_proj_coords.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbvp1
#program main
#semantic main.world
#semantic main.viewProj
#semantic main.lightMatrix
#semantic main.projectorMatrix
#var float4 pos : $vin.POSITION : POSITION : 0 : 1
#var float3 n : $vin.NORMAL : NORMAL : 1 : 1
#var float4x4 world :  : c[1], 4 : 2 : 1
#var float4x4 viewProj :  : c[5], 4 : 3 : 1
#var float4x4 lightMatrix :  : c[9], 4 : 4 : 1
#var float4x4 projectorMatrix :  : c[13], 4 : 5 : 1
#var float4 main.hpos : $vout.POSITION : HPOS : -1 : 1
#var float4 main.shadowUV : $vout.TEXCOORD0 : TEX0 : -1 : 1
#var float4 main.projUV : $vout.TEXCOORD1 : TEX1 : -1 : 1
#var float3 main.normal : $vout.TEXCOORD2 : TEX2 : -1 : 1
PARAM c[17] = { program.local[0..16] };
TEMP R0;
DP4 R0.w, vertex.position, c[4];
DP4 R0.z, vertex.position, c[3];
DP4 R0.x, vertex.position, c[1];
DP4 R0.y, vertex.position, c[2];
DP4 result.position.w, R0, c[8];
DP4 result.position.z, R0, c[7];
DP4 result.position.y, R0, c[6];
DP4 result.position.x, R0, c[5];
DP4 result.texcoord[0].w, R0, c[12];
DP4 result.texcoord[0].z, R0, c[11];
DP4 result.texcoord[0].y, R0, c[10];
DP4 result.texcoord[0].x, R0, c[9];
DP4 result.texcoord[1].w, R0, c[16];
DP4 result.texcoord[1].z, R0, c[15];
DP4 result.texcoord[1].y, R0, c[14];
DP4 result.texcoord[1].x, R0, c[13];
DP3 result.texcoord[2].z, vertex.normal, c[3];
DP3 result.texcoord[2].y, vertex.normal, c[2];
DP3 result.texcoord[2].x, vertex.normal, c[1];
END
# 19 instructions, 1 R-regs
