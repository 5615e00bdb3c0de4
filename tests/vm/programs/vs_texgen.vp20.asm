!!VP1.1
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -quiet -profile vp20
# source file: tests/vm/cg/vs_texgen.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile vp20
#program main
#semantic main.mvp
#semantic main.planeS
#semantic main.planeT
#var float4 p : $vin.POSITION : ATTR0 : 0 : 1
#var float3 n : $vin.NORMAL : ATTR2 : 1 : 1
#var float4x4 mvp :  : c[0], 4 : 2 : 1
#var float4 planeS :  : c[4] : 3 : 1
#var float4 planeT :  : c[5] : 4 : 1
#var float4 hpos : $vout.POSITION : HPOS : 5 : 1
#var float4 tc : $vout.TEXCOORD0 : TEX0 : 6 : 1
#var float3 r : $vout.TEXCOORD1 : TEX1 : 7 : 1
#const c[6] = 0 1 2
DP3   R0.x, v[2], v[2];
RSQ   R0.w, R0.x;
DP3   R0.y, v[0], v[0];
RSQ   R0.y, R0.y;
MUL   R1.xyz, R0.w, v[2];
MUL   R0.xyz, R0.y, v[0];
DP3   R0.w, R1, R0;
MUL   R1.xyz, R1, R0.w;
MAD   o[TEX1].xyz, -R1, c[6].z, R0;
MOV   o[TEX0].zw, c[6].xyxy;
DP4   o[HPOS].w, v[0], c[3];
DP4   o[HPOS].z, v[0], c[2];
DP4   o[HPOS].y, v[0], c[1];
DP4   o[HPOS].x, v[0], c[0];
DP4   o[TEX0].x, v[0], c[4];
DP4   o[TEX0].y, v[0], c[5];
END
# 16 instructions, 0 R-regs
