!!VP1.1
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile vp20
# source file: tests/shaders/flow/if_varying_select.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile vp20
#program main
#semantic main.mvp
#semantic main.time
#semantic main.amplitude
#var float4 pos : $vin.POSITION : ATTR0 : 0 : 1
#var float4 flags : $vin.COLOR1 : ATTR4 : 1 : 1
#var float3 N : $vin.NORMAL : ATTR2 : 2 : 1
#var float4x4 mvp :  : c[0], 4 : 3 : 1
#var float time :  : c[4] : 4 : 1
#var float amplitude :  : c[5] : 5 : 1
#var float4 main.hpos : $vout.POSITION : HPOS : -1 : 1
#var float4 main.col : $vout.COLOR0 : COL0 : -1 : 1
#const c[6] = 0 1 0.5 0.15915491
#const c[7] = 24.980801 -24.980801 4 0.25
#const c[8] = -60.145809 60.145809 85.453789 -85.453789
#const c[9] = -64.939346 64.939346 19.73921 -19.73921
#const c[10] = -1 1 -9 0.75
SLT   R0.w, c[6].z, v[4].x;
MUL   R0.x, v[0].y, c[7].z;
ADD   R0.x, R0, c[4];
MUL   R0.x, R0, c[6].w;
ADD   R0.x, R0, -c[7].w;
EXP   R2.y, R0.x;
ADD   R0.xyz, -R2.y, c[6].xzyw;
MUL   R0.xyz, R0, R0;
MUL   R1.xyz, R0, c[7].xyxw;
ADD   R1.xyz, R1, c[8].xyxw;
MAD   R1.xyz, R1, R0, c[8].zwzw;
MAD   R1.xyz, R1, R0, c[9].xyxw;
MAD   R1.xyz, R1, R0, c[9].zwzw;
MAD   R0.xyz, R1, R0, c[10].xyxw;
MAX   R1.w, -R0, R0;
SGE   R1.yz, R2.y, c[10].xzww;
SLT   R1.x, R2.y, c[7].w;
SLT   R1.w, c[6].x, R1;
DP3   R1.y, R1, c[10].xyxw;
DP3   R2.x, R0, -R1;
ADD   R2.y, -R1.w, c[6];
MUL   R0.xyz, v[2], c[5].x;
MAD   R0.xyz, R0, R2.x, v[0];
MUL   R1.xyz, v[0], R2.y;
MAD   R1.xyz, R1.w, R0, R1;
MOV   R1.w, v[0];
SGE   R0.y, c[6].x, R0.w;
SGE   R0.x, R0.w, c[6];
MUL   R0.x, R0, R0.y;
MAX   R0.x, -R0, R0;
SLT   R0.x, c[6], R0;
ADD   R0.y, -R0.x, c[6];
DP4   o[HPOS].w, R1, c[3];
DP4   o[HPOS].z, R1, c[2];
DP4   o[HPOS].y, R1, c[1];
DP4   o[HPOS].x, R1, c[0];
MAD   o[COL0], R0.y, c[6].yzzy, R0.x;
END
# 37 instructions, 0 R-regs
