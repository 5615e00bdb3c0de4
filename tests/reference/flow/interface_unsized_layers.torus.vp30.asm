!!VP2.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile vp30
# source file: tests/shaders/flow/interface_unsized_layers.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile vp30
#program torus
#semantic torus.mvp
#semantic torus.info
#semantic yellow
#semantic layers
#var float2 p : $vin.POSITION : ATTR0 : 0 : 1
#var float4 position : $vout.POSITION : HPOS : 1 : 1
#var float2 uv : $vout.TEXCOORD0 : TEX0 : 2 : 1
#var float4x4 mvp :  : c[0], 4 : 3 : 1
#var float2 info :  : c[4] : 4 : 1
#var float4 yellow.constant :  :  : -1 : 0
#const c[5] = 6.2831855 1 -6 2
#default yellow.constant = 0.80000001 0.80000001 0.2 0.69999999
BB0:
MUL   R1.xyz, v[0].xxyw, c[5].xzww;
COS   R0.x, R1.x;
MAD   R0.y, R0.x, c[4], c[4].x;
MUL   R0.x, R0.y, R0;
SIN   R0.z, R1.x;
MUL   R0.y, R0, R0.z;
MOV   R0.w, c[5].y;
MUL   R0.z, R0, c[4].y;
DP4   o[HPOS].w, R0, c[3];
DP4   o[HPOS].z, R0, c[2];
DP4   o[HPOS].y, R0, c[1];
DP4   o[HPOS].x, R0, c[0];
MOV   o[TEX0].xy, R1.yzzw;
END
# 13 instructions, 2 R-regs
