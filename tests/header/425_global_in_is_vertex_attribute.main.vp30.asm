!!VP2.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile vp30
# source file: tests/header/425_global_in_is_vertex_attribute.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile vp30
#program main
#semantic main.modelViewProj
#semantic main.lightDir
#var float4 position : $vin.POSITION : ATTR0 : 0 : 1
#var float4x4 modelViewProj :  : c[0], 4 : 1 : 1
#var float4 lightDir :  : c[4] : 2 : 1
#var float4 color : $vout.COLOR0 : COL0 : 3 : 1
#var float4 extra : $vout.TEXCOORD0 : TEX0 : 4 : 1
#var float3 normal : $vin.NORMAL : ATTR2 : -1 : 1
#var float4 weights : $vin.ATTR1 : ATTR1 : -1 : 1
#var float4 boneIndices : $vin.ATTR3 : ATTR3 : -1 : 1
#var float4 tangent : $vin.ATTR4 : ATTR4 : -1 : 1
#var float4 main : $vout.POSITION : HPOS : -1 : 1
#const c[5] = 0
BB0:
DP3   R0.x, v[2], c[4];
MAX   R0.x, R0, c[5];
MOV   R1, v[4];
MUL   o[COL0], R0.x, v[1];
ADD   o[TEX0], v[3], R1;
DP4   o[HPOS].w, v[0], c[3];
DP4   o[HPOS].z, v[0], c[2];
DP4   o[HPOS].y, v[0], c[1];
DP4   o[HPOS].x, v[0], c[0];
END
# 9 instructions, 2 R-regs
