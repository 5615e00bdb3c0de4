!!VP1.1
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile vp20
# source file: tests/header/231_struct_copy_tree_bark.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile vp20
#program main
#semantic _Scale
#semantic MVP
#var float4 v.vertex : $vin.POSITION : ATTR0 : 0 : 1
#var float4 v.tangent : $vin.TANGENT : ATTR14 : 0 : 0
#var float3 v.normal : $vin.NORMAL : ATTR2 : 0 : 0
#var float4 v.texcoord : $vin.TEXCOORD0 : TEXCOORD0 : 0 : 1
#var float4 c : $vout.COLOR0 : COL0 : 1 : 1
#var float4 _Scale :  : c[4] : -1 : 1
#var float4x4 MVP :  : c[0], 4 : -1 : 1
#var float4 main : $vout.POSITION : HPOS : -1 : 1
#const c[5] = 1
MOV   R0.w, c[5].x;
MUL   R0.xyz, v[0], c[4];
MOV   o[COL0], v[8];
DP4   o[HPOS].w, R0, c[3];
DP4   o[HPOS].z, R0, c[2];
DP4   o[HPOS].y, R0, c[1];
DP4   o[HPOS].x, R0, c[0];
END
# 7 instructions, 0 R-regs
