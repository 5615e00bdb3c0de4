!!ARBvp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbvp1
# source file: tests/shaders/fragment/replicated_lane_results.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbvp1
#program vmain
#semantic vmain.mvp
#semantic vmain.scroll
#var float4 position : $vin.POSITION : POSITION : 0 : 1
#var float2 uv : $vin.TEXCOORD0 : TEXCOORD0 : 1 : 1
#var float4x4 mvp :  : c[1], 4 : 2 : 1
#var float4 scroll :  : c[5] : 3 : 1
#var float4 hpos : $vout.POSITION : HPOS : 4 : 1
#var float4 layers : $vout.TEXCOORD0 : TEX0 : 5 : 1
PARAM c[6] = { program.local[0..5] };
MAD result.texcoord[0], vertex.texcoord[0].xyxy, c[5].zwzw, c[5].xyxy;
DP4 result.position.w, vertex.position, c[4];
DP4 result.position.z, vertex.position, c[3];
DP4 result.position.y, vertex.position, c[2];
DP4 result.position.x, vertex.position, c[1];
END
# 5 instructions, 0 R-regs
