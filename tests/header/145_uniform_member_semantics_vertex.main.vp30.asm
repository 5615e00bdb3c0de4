!!VP2.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile vp30
# source file: tests/header/145_uniform_member_semantics_vertex.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile vp30
#program main
#semantic main.weights : TEXCOORD1
#semantic main.light
#semantic main.tint : TEXCOORD5
#var float4 p : $vin.POSITION : ATTR0 : 0 : 1
#var float4 weights[0] :  :  : 1 : 0
#var float4 weights[1] :  : c[0] : 1 : 1
#var float4 light.color : COLOR0 : c[1] : 2 : 1
#var float4 light.position :  : c[2] : 2 : 1
#var float4 tint : TEXCOORD5 : c[3] : 3 : 1
#var float4 main : $vout.POSITION : HPOS : -1 : 1
BB0:
MUL   R0, v[0], c[0];
ADD   R0, c[1], R0;
ADD   R0, c[2], R0;
ADD   o[HPOS], c[3], R0;
END
# 4 instructions, 1 R-regs
