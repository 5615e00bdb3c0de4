!!VP2.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile vp30
# source file: tests/shaders/vertex/spot_light_vs.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile vp30
#program main
#semantic main.mvp
#semantic main.spot
#semantic main.ambient
#var float4 pos : $vin.POSITION : ATTR0 : 0 : 1
#var float3 normal : $vin.NORMAL : ATTR2 : 1 : 1
#var float4 oPos : $vout.POSITION : HPOS : 2 : 1
#var float4 oColor : $vout.COLOR0 : COL0 : 3 : 1
#var float4x4 mvp :  : c[0], 4 : 4 : 1
#var float3 spot.pos :  : c[4] : 5 : 1
#var float3 spot.dir :  : c[5] : 5 : 1
#var float2 spot.cosCone :  : c[6] : 5 : 1
#var float3 spot.color :  : c[7] : 5 : 1
#var float spot.range :  : c[8] : 5 : 1
#var float3 ambient :  : c[9] : 6 : 1
#const c[10] = 1 0 3 2
BB0:
ADD   R0.xyz, c[4], -v[0];
DP3   R0.w, R0, R0;
RSQ   R0.w, R0.w;
MUL   R0.xyz, R0.w, R0;
DP3   R1.x, v[2], v[2];
RSQ   R1.x, R1.x;
MUL   R1.xyz, R1.x, v[2];
DP3   R1.y, R1, R0;
DP3   R0.x, -R0, c[5];
ADD   R1.x, -c[6].y, c[6];
RCP   R0.y, R1.x;
ADD   R0.x, -c[6].y, R0;
MUL   R0.x, R0, R0.y;
MIN   R1.x, R0, c[10];
MAX   R0.y, R1, c[10];
MAX   R1.y, R1.x, c[10];
RCP   R1.x, c[8].x;
RCP   R0.w, R0.w;
MAD   R0.w, -R0, R1.x, c[10].x;
MUL   R1.x, R1.y, R1.y;
MIN   R0.w, R0, c[10].x;
MAD   R1.y, -R1, c[10].w, c[10].z;
MAX   R0.w, R0, c[10].y;
MUL   R0.xyz, R0.y, c[7];
MUL   R1.x, R1, R1.y;
MUL   R0.w, R0, R0;
MUL   R0.xyz, R0, R1.x;
MAD   o[COL0].xyz, R0, R0.w, c[9];
DP4   o[HPOS].w, v[0], c[3];
DP4   o[HPOS].z, v[0], c[2];
DP4   o[HPOS].y, v[0], c[1];
DP4   o[HPOS].x, v[0], c[0];
MOV   o[COL0].w, c[10].x;
END
# 33 instructions, 2 R-regs
