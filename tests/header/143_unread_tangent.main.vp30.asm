!!VP2.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile vp30
# source file: tests/header/143_unread_tangent.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile vp30
#program main
#semantic main.wvpMat
#var float4 IN.p : $vin.POSITION : ATTR0 : 0 : 1
#var float3 IN.n : $vin.NORMAL :  : 0 : 0
#var float3 IN.t : $vin.TANGENT :  : 0 : 0
#var float2 IN.uv : $vin.TEXCOORD0 : TEXCOORD0 : 0 : 1
#var float4x4 wvpMat :  : c[0], 4 : 1 : 1
#var float4 oPos : $vout.POSITION : HPOS : 2 : 1
#var float2 oUV : $vout.TEXCOORD0 : TEX0 : 3 : 1
BB0:
MOV   o[TEX0].xy, v[8];
DP4   o[HPOS].w, v[0], c[3];
DP4   o[HPOS].z, v[0], c[2];
DP4   o[HPOS].y, v[0], c[1];
DP4   o[HPOS].x, v[0], c[0];
END
# 5 instructions, 0 R-regs
