!!VP1.1
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile vp20
# source file: tests/shaders/vertex/shadow_volume_extrude.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile vp20
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
#const c[6] = 0 1
MAD   R0.xyz, v[0], c[4].w, -c[4];
DP3   R0.w, v[2], -R0;
SLT   R2.x, R0.w, c[6];
MAX   R0.w, -R2.x, R2.x;
SLT   R2.y, c[6].x, R0.w;
ADD   R0.w, -R2.y, c[6].y;
MUL   R1, v[0], R0.w;
MOV   R0.w, c[6].x;
MAD   R1, R2.y, R0, R1;
SGE   R2.y, c[6].x, R2.x;
SGE   R0.w, R2.x, c[6].x;
MUL   R2.x, R0.w, R2.y;
MOV   R0.w, R1;
MAX   R1.w, -R2.x, R2.x;
DP3   R2.x, R0, R0;
RSQ   R2.y, R2.x;
SLT   R1.w, c[6].x, R1;
ADD   R2.x, -R1.w, c[6].y;
MUL   R0.xyz, R2.y, R0;
MUL   R1.xyz, R2.x, R1;
MAD   R0.xyz, R0, c[5].x, v[0];
MAD   R0.xyz, R1.w, R0, R1;
DP4   o[HPOS].w, R0, c[3];
DP4   o[HPOS].z, R0, c[2];
DP4   o[HPOS].y, R0, c[1];
DP4   o[HPOS].x, R0, c[0];
END
# 26 instructions, 0 R-regs
