!!VP1.1
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -quiet -profile vp20
# source file: 015_int_overloads.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile vp20
#program main
#semantic main.k
#var float4 p : $vin.POSITION : ATTR0 : 0 : 1
#var float4 idx : $vin.TEXCOORD1 : TEXCOORD1 : 1 : 1
#var float4 k[0] :  : c[0] : 2 : 1
#var float4 k[1] :  : c[1] : 2 : 1
#var float4 k[2] :  : c[2] : 2 : 1
#var float4 k[3] :  : c[3] : 2 : 1
#var float4 col : $vout.COLOR0 : COL0 : 3 : 1
#var float4 main : $vout.POSITION : HPOS : -1 : 1
#const c[4] = 0 1 3 2
MAX   R1.zw, v[9].xyxy, -v[9].xyxy;
EXP   R0.y, R1.w;
ADD   R0.x, R1.w, -R0.y;
EXP   R0.y, R1.z;
SLT   R0.zw, v[9].xyxy, c[4].x;
MAX   R0.zw, -R0, R0;
SLT   R0.zw, c[4].x, R0;
ADD   R1.xy, -R0.zwzw, c[4].y;
MUL   R1.y, R1, R0.x;
MAD   R0.w, R0, -R0.x, R1.y;
ADD   R0.y, R1.z, -R0;
MUL   R0.x, R0.y, R1;
MAD   R0.x, R0.z, -R0.y, R0;
MAX   R0.w, R0, -R0;
MIN   R0.y, R0.w, c[4].w;
ARL   A0.x, R0.y;
MIN   R0.x, R0, c[4].z;
MOV   R1, c[A0.x];
MAX   R0.x, R0, c[4];
ARL   A0.x, R0.x;
ADD   o[COL0], c[A0.x], R1;
MOV   o[HPOS], v[0];
END
# 22 instructions, 0 R-regs
