!!ARBvp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbvp1
# source file: tests/shaders/fragment/fx_gbuffer.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbvp1
#program vs_gbuf
#semantic vs_gbuf.mvp
#semantic vs_gbuf.mv
#var float4 pos : $vin.POSITION : POSITION : 0 : 1
#var float3 n : $vin.NORMAL : NORMAL : 1 : 1
#var float2 uv : $vin.TEXCOORD0 : TEXCOORD0 : 2 : 1
#var float4x4 mvp :  : c[1], 4 : 3 : 1
#var float4x4 mv :  : c[5], 4 : 4 : 1
#var float4 vs_gbuf.hpos : $vout.POSITION : HPOS : -1 : 1
#var float2 vs_gbuf.uv : $vout.TEXCOORD0 : TEX0 : -1 : 1
#var float3 vs_gbuf.n : $vout.TEXCOORD1 : TEX1 : -1 : 1
#var float4 vs_gbuf.viewPos : $vout.TEXCOORD2 : TEX2 : -1 : 1
PARAM c[9] = { program.local[0..8] };
MOV result.texcoord[0].xy, vertex.texcoord[0];
DP4 result.position.w, vertex.position, c[4];
DP4 result.position.z, vertex.position, c[3];
DP4 result.position.y, vertex.position, c[2];
DP4 result.position.x, vertex.position, c[1];
DP3 result.texcoord[1].z, vertex.normal, c[7];
DP3 result.texcoord[1].y, vertex.normal, c[6];
DP3 result.texcoord[1].x, vertex.normal, c[5];
DP4 result.texcoord[2].w, vertex.position, c[8];
DP4 result.texcoord[2].z, vertex.position, c[7];
DP4 result.texcoord[2].y, vertex.position, c[6];
DP4 result.texcoord[2].x, vertex.position, c[5];
END
# 12 instructions, 0 R-regs
