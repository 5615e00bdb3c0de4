!!VP2.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile vp30
# source file: tests/shaders/vertex/struct_semantic_varyings.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile vp30
#program main
#semantic main.modelViewProj
#semantic main.lightPosition
#semantic main.eyePosition
#var float4 position : $vin.POSITION : ATTR0 : 0 : 1
#var float3 normal : $vin.NORMAL : ATTR2 : 1 : 1
#var float4 texcoord : $vin.TEXCOORD0 : TEXCOORD0 : 2 : 1
#var float4 extra.weights : $vin.TEXCOORD1 : TEXCOORD1 : 3 : 1
#var float4 extra.tangent : $vin.TEXCOORD2 : TEXCOORD2 : 3 : 1
#var float4x4 modelViewProj :  : c[0], 4 : 4 : 1
#var float3 lightPosition :  : c[4] : 5 : 1
#var float3 eyePosition :  : c[5] : 6 : 1
#var float4 result.clip : $vout.POSITION : HPOS : 7 : 1
#var float4 result.uv : $vout.TEX0 : TEX0 : 7 : 1
#var float3 result.lightDir : $vout.TEX1 : TEX1 : 7 : 1
#var float3 result.viewDir : $vout.TEX2 : TEX2 : 7 : 1
#var float4 result.tint : $vout.TEX3 : TEX3 : 7 : 1
#const c[6] = 0.1
BB0:
ADD   R0.xyz, c[4], -v[0];
DP3   R0.w, v[2], R0;
MAD   R1.xyz, -v[2], R0.w, R0;
DP3   R0.y, R1, R1;
RSQ   R1.w, R0.y;
MOV   R0.x, v[9];
MUL   R0, v[8], R0.x;
MUL   o[TEX1].xyz, R1.w, R1;
ADD   o[TEX0], R0, v[9].yzwx;
MOV   R0.x, v[10].w;
ADD   R1.xyz, c[5], -v[0];
MUL   o[TEX3], v[9], R0.x;
MAD   o[TEX2].xyz, v[10], c[6].x, R1;
DP4   o[HPOS].w, v[0], c[3];
DP4   o[HPOS].z, v[0], c[2];
DP4   o[HPOS].y, v[0], c[1];
DP4   o[HPOS].x, v[0], c[0];
END
# 17 instructions, 2 R-regs
