!!ARBvp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbvp1
# source file: tests/header/143_unread_tangent.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbvp1
#program main
#semantic main.wvpMat
#var float4 IN.p : $vin.POSITION : POSITION : 0 : 1
#var float3 IN.n : $vin.NORMAL :  : 0 : 0
#var float3 IN.t : $vin.TANGENT :  : 0 : 0
#var float2 IN.uv : $vin.TEXCOORD0 : TEXCOORD0 : 0 : 1
#var float4x4 wvpMat :  : c[1], 4 : 1 : 1
#var float4 oPos : $vout.POSITION : HPOS : 2 : 1
#var float2 oUV : $vout.TEXCOORD0 : TEX0 : 3 : 1
PARAM c[5] = { program.local[0..4] };
MOV result.texcoord[0].xy, vertex.texcoord[0];
DP4 result.position.w, vertex.position, c[4];
DP4 result.position.z, vertex.position, c[3];
DP4 result.position.y, vertex.position, c[2];
DP4 result.position.x, vertex.position, c[1];
END
# 5 instructions, 0 R-regs
