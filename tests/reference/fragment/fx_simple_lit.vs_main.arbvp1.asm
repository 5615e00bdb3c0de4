!!ARBvp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbvp1
# source file: tests/shaders/fragment/fx_simple_lit.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbvp1
#program vs_main
#semantic vs_main.worldViewProj
#semantic vs_main.world
#var float4 IN.pos : $vin.POSITION : POSITION : 0 : 1
#var float3 IN.n : $vin.NORMAL : NORMAL : 0 : 1
#var float2 IN.uv : $vin.TEXCOORD0 : TEXCOORD0 : 0 : 1
#var float4x4 worldViewProj :  : c[1], 4 : 1 : 1
#var float4x4 world :  : c[5], 4 : 2 : 1
#var float4 vs_main.hpos : $vout.POSITION : HPOS : -1 : 1
#var float2 vs_main.uv : $vout.TEXCOORD0 : TEX0 : -1 : 1
#var float3 vs_main.n : $vout.TEXCOORD1 : TEX1 : -1 : 1
#var float3 vs_main.p : $vout.TEXCOORD2 : TEX2 : -1 : 1
PARAM c[9] = { program.local[0..8] };
MOV result.texcoord[0].xy, vertex.texcoord[0];
DP4 result.position.w, vertex.position, c[4];
DP4 result.position.z, vertex.position, c[3];
DP4 result.position.y, vertex.position, c[2];
DP4 result.position.x, vertex.position, c[1];
DP3 result.texcoord[1].z, vertex.normal, c[7];
DP3 result.texcoord[1].y, vertex.normal, c[6];
DP3 result.texcoord[1].x, vertex.normal, c[5];
DP4 result.texcoord[2].z, vertex.position, c[7];
DP4 result.texcoord[2].y, vertex.position, c[6];
DP4 result.texcoord[2].x, vertex.position, c[5];
END
# 11 instructions, 0 R-regs
