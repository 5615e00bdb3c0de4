!!VP1.1
OPTION NV_position_invariant;
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -posinv -profile vp20
# source file: tests/header/234_posinv_no_position_write.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile vp20
#program main
#semantic main.light
#var float4 p : $vin.POSITION : ATTR0 : 0 : 1
#var float4 t : $vin.TEXCOORD0 : TEXCOORD0 : 1 : 1
#var float4x4 light :  : c[0], 4 : 2 : 1
#var float4 main.tc : $vout.TEXCOORD0 : TEX0 : -1 : 1
#var float4 main.proj : $vout.TEXCOORD3 : TEX3 : -1 : 1
MOV   o[TEX0], v[8];
DP4   o[TEX3].w, v[0], c[3];
DP4   o[TEX3].z, v[0], c[2];
DP4   o[TEX3].y, v[0], c[1];
DP4   o[TEX3].x, v[0], c[0];
END
# 5 instructions, 0 R-regs
