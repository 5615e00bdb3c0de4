!!VP1.1
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile vp20
# source file: tests/shaders/vertex/shadow_proj_coords.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile vp20
#program main
#semantic main.world
#semantic main.viewProj
#semantic main.lightMatrix
#semantic main.projectorMatrix
#var float4 pos : $vin.POSITION : ATTR0 : 0 : 1
#var float3 n : $vin.NORMAL : ATTR2 : 1 : 1
#var float4x4 world :  : c[0], 4 : 2 : 1
#var float4x4 viewProj :  : c[4], 4 : 3 : 1
#var float4x4 lightMatrix :  : c[8], 4 : 4 : 1
#var float4x4 projectorMatrix :  : c[12], 4 : 5 : 1
#var float4 main.hpos : $vout.POSITION : HPOS : -1 : 1
#var float4 main.shadowUV : $vout.TEXCOORD0 : TEX0 : -1 : 1
#var float4 main.projUV : $vout.TEXCOORD1 : TEX1 : -1 : 1
#var float3 main.normal : $vout.TEXCOORD2 : TEX2 : -1 : 1
DP4   R0.w, v[0], c[3];
DP4   R0.z, v[0], c[2];
DP4   R0.x, v[0], c[0];
DP4   R0.y, v[0], c[1];
DP4   o[HPOS].w, R0, c[7];
DP4   o[HPOS].z, R0, c[6];
DP4   o[HPOS].y, R0, c[5];
DP4   o[HPOS].x, R0, c[4];
DP4   o[TEX0].w, R0, c[11];
DP4   o[TEX0].z, R0, c[10];
DP4   o[TEX0].y, R0, c[9];
DP4   o[TEX0].x, R0, c[8];
DP4   o[TEX1].w, R0, c[15];
DP4   o[TEX1].z, R0, c[14];
DP4   o[TEX1].y, R0, c[13];
DP4   o[TEX1].x, R0, c[12];
DP3   o[TEX2].z, v[2], c[2];
DP3   o[TEX2].y, v[2], c[1];
DP3   o[TEX2].x, v[2], c[0];
END
# 19 instructions, 0 R-regs
