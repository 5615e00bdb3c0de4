!!VP1.1
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile vp20
# source file: tests/header/150_vertex_attribute_passed_to_semantic_parameter.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile vp20
#program main
#semantic main.mvp
#var float4 position : $vin.POSITION : ATTR0 : 0 : 1
#var float3 normal : $vin.NORMAL : ATTR2 : 1 : 0
#var float3 tangent : $vin.TEXCOORD1 :  : 2 : 0
#var float2 uv : $vin.TEXCOORD0 : TEXCOORD0 : 3 : 1
#var float4x4 mvp :  : c[0], 4 : 4 : 1
#var float4 oPosition : $vout.POSITION : HPOS : 5 : 1
#var float2 oUv : $vout.TEXCOORD0 : TEX0 : 6 : 1
#const c[4] = 0.001
DP4   R0.w, v[0], c[3];
DP4   R0.z, v[0], c[2];
DP4   R0.x, v[0], c[0];
DP4   R0.y, v[0], c[1];
MAD   o[HPOS], v[0], c[4].x, R0;
MOV   o[TEX0].xy, v[8];
END
# 6 instructions, 0 R-regs
