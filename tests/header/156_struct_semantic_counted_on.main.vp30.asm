!!VP2.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile vp30
# source file: tests/header/156_struct_semantic_counted_on.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile vp30
#program main
#semantic main.light : TEXCOORD2
#semantic main.modelViewProj
#var float4 position : $vin.POSITION : ATTR0 : 0 : 1
#var float4 light.direction : $vin.TEXCOORD2 : TEXCOORD2 : 1 : 1
#var float4 light.tint :  : c[4] : 1 : 1
#var float4 light.colour : $vin.TEXCOORD3 : TEXCOORD3 : 1 : 1
#var float4x4 modelViewProj :  : c[0], 4 : 2 : 1
#var float4 result.position : $vout.POSITION : HPOS : 3 : 1
#var float4 result.uv : $vout.TEX0 : TEX0 : 3 : 1
#var float4 result.normal : $vout.TEX1 : TEX1 : 3 : 1
#var float3 result.eye[0] : $vout.TEX2 : TEX2 : 3 : 1
#var float3 result.eye[1] : $vout.TEX3 : TEX3 : 3 : 1
BB0:
MOV   R0.xyz, v[10];
MUL   o[TEX0], v[10], c[4];
MOV   o[TEX1], v[11];
ADD   o[TEX2].xyz, v[0], -R0;
MOV   o[TEX3].xyz, v[11].zyxw;
DP4   o[HPOS].w, v[0], c[3];
DP4   o[HPOS].z, v[0], c[2];
DP4   o[HPOS].y, v[0], c[1];
DP4   o[HPOS].x, v[0], c[0];
END
# 9 instructions, 1 R-regs
