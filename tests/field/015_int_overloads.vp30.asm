!!VP2.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -quiet -profile vp30
# source file: 015_int_overloads.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile vp30
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
#const c[4] = 3 0 2
BB0:
FLR   R0.zw, |v[9].xyxy|;
MOV   R0.x, R0.z;
MOVC  CC.xy, v[9];
MOV   R0.y, R0.w;
MOV   R0.x(LT), -R0.z;
MOV   R0.y(LT), -R0.w;
MIN   R0.y, |R0|, c[4].z;
MIN   R0.x, R0, c[4];
MAX   R0.x, R0, c[4].y;
ARL   A0.x, R0;
ARL   A0.y, R0;
MOV   R0, c[A0.y];
ADD   o[COL0], c[A0.x], R0;
MOV   o[HPOS], v[0];
END
# 14 instructions, 1 R-regs
