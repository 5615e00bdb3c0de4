!!VP2.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile vp30
# source file: tests/header/413_vertex_output_struct_array_member.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile vp30
#program skinned
#semantic scene
#semantic exposure
#semantic modelViewProj
#var float4 position : $vin.POSITION : ATTR0 : 0 : 1
#var float2 uv : $vin.TEXCOORD0 : TEXCOORD0 : 1 : 1
#var sampler2D scene :  :  : -1 : 0
#var float exposure :  :  : -1 : 0
#var float4x4 modelViewProj :  : c[0], 4 : -1 : 1
#var float4 skinned.position : $vout.POSITION : HPOS : -1 : 1
#var float4 skinned.coords[0] : $vout.TEX1 : TEX1 : -1 : 1
#var float4 skinned.coords[1] : $vout.TEX2 : TEX2 : -1 : 1
BB0:
DP4   R0.w, v[0], c[3];
DP4   R0.z, v[0], c[2];
DP4   R0.x, v[0], c[0];
DP4   R0.y, v[0], c[1];
MOV   o[HPOS], R0;
MOV   o[TEX1], v[8].xyxy;
MOV   o[TEX2], R0;
END
# 7 instructions, 1 R-regs
