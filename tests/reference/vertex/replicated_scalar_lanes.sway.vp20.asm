!!VP1.1
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile vp20
# source file: tests/shaders/vertex/replicated_scalar_lanes.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile vp20
#program sway
#semantic sway.time
#semantic sway.strength
#semantic sway.mvp
#var float4 pos : $vin.POSITION : ATTR0 : 0 : 1
#var float3 normal : $vin.NORMAL : ATTR2 : 1 : 1
#var float2 uv : $vin.TEXCOORD0 : TEXCOORD0 : 2 : 1
#var float time :  : c[4] : 3 : 1
#var float strength :  : c[5] : 4 : 1
#var float4x4 mvp :  : c[0], 4 : 5 : 1
#var float4 hpos : $vout.POSITION : HPOS : 6 : 1
#var float2 ouv : $vout.TEXCOORD0 : TEX0 : 7 : 1
#var float4 tint : $vout.COLOR0 : COL0 : 8 : 1
#const c[6] = 0.5 0.15915491 0.25 1
#const c[7] = 0 0.5 1 -1
#const c[8] = 24.980801 -24.980801 -60.145809 60.145809
#const c[9] = 85.453789 -85.453789 -64.939346 64.939346
#const c[10] = 19.73921 -19.73921 -9 0.75
MUL   R0.x, v[0], c[6];
ADD   R2.w, R0.x, c[4].x;
MAD   R0.x, R2.w, c[6].y, -c[6].z;
EXP   R2.y, R0.x;
ADD   R0.xyz, -R2.y, c[7];
MUL   R0.xyz, R0, R0;
MAD   R1.xyz, R0, c[8].xyxw, c[8].zwzw;
MAD   R1.xyz, R1, R0, c[9].xyxw;
MAD   R1.xyz, R1, R0, c[9].zwzw;
MAD   R1.xyz, R1, R0, c[10].xyxw;
SLT   R2.x, R2.y, c[6].z;
MAD   R1.xyz, R1, R0, c[7].wzww;
SGE   R2.yz, R2.y, c[10].xzww;
MOV   R1.w, c[6];
MOV   R0.xz, R2;
DP3   R0.y, R2, c[7].wzww;
DP3   R0.x, R1, -R0;
MUL   R0.x, R0, c[5];
MUL   R0.xyz, R0.x, v[2];
MUL   R0.xyz, R0, v[8].y;
ADD   R1.xyz, R0, v[0];
MOV   R0.w, c[6];
MOV   R0.xyz, R2.w;
MAD   R0, R0, c[6].z, c[6].x;
MIN   R0, R0, c[6].w;
DP4   o[HPOS].w, R1, c[3];
DP4   o[HPOS].z, R1, c[2];
DP4   o[HPOS].y, R1, c[1];
DP4   o[HPOS].x, R1, c[0];
MAX   o[COL0], R0, c[7].x;
MOV   o[TEX0].xy, v[8];
END
# 31 instructions, 0 R-regs
