!!VP2.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile vp30
# source file: tests/shaders/vertex/shadow_volume_extrude.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile vp30
#program main
#semantic main.mvp
#semantic main.lightPosObj
#semantic main.extrudeBias
#var float4 pos : $vin.POSITION : ATTR0 : 0 : 1
#var float3 N : $vin.NORMAL : ATTR2 : 1 : 1
#var float4x4 mvp :  : c[0], 4 : 2 : 1
#var float4 lightPosObj :  : c[4] : 3 : 1
#var float extrudeBias :  : c[5] : 4 : 1
#var float4 main : $vout.POSITION : HPOS : -1 : 1
#const c[6] = 0
BB0:
MAD   R0.xyz, v[0], c[4].w, -c[4];
DP3C  CC.x, -R0, v[2];
BRA   BB2 (GE.x);
BB1:
MOV   R0.w, c[6].x;
BRA   BB3;
BB2:
DP3   R0.w, R0, R0;
RSQ   R0.w, R0.w;
MUL   R0.xyz, R0.w, R0;
MAD   R0.xyz, R0, c[5].x, v[0];
MOV   R0.w, v[0];
BB3:
DP4   o[HPOS].w, R0, c[3];
DP4   o[HPOS].z, R0, c[2];
DP4   o[HPOS].y, R0, c[1];
DP4   o[HPOS].x, R0, c[0];
END
# 14 instructions, 1 R-regs
