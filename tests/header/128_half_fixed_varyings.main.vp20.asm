!!VP1.1
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile vp20
# source file: tests/header/128_half_fixed_varyings.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile vp20
#program main
#semantic main.hu
#semantic main.iu
#var float4 p : $vin.POSITION : ATTR0 : 0 : 1
#var float3 n : $vin.NORMAL : ATTR2 : 1 : 1
#var float4 c : $vin.COLOR0 : ATTR3 : 2 : 1
#var float4 bi : $vin.BLENDINDICES : ATTR7 : 3 : 1
#var half3 hu :  : c[0] : 4 : 1
#var int iu :  : c[1] : 5 : 1
#var float4 main.pos : $vout.POSITION : HPOS : -1 : 1
#var float4 main.col : $vout.COLOR0 : COL0 : -1 : 1
#var float3 main.tc : $vout.TEXCOORD0 : TEX0 : -1 : 1
#var float2 main.t1 : $vout.TEXCOORD1 : TEX1 : -1 : 1
#const c[2] = 0 1
MAX   R1.zw, v[7].xyxy, -v[7].xyxy;
EXP   R0.y, R1.w;
ADD   R1.w, R1, -R0.y;
EXP   R0.y, R1.z;
SLT   R0.zw, v[7].xyxy, c[2].x;
MAX   R0.zw, -R0, R0;
SLT   R0.zw, c[2].x, R0;
ADD   R1.z, R1, -R0.y;
ADD   R1.xy, -R0.zwzw, c[2].y;
MUL   R0.xy, R1.zwzw, R1;
MAD   R0.xy, R0.zwzw, -R1.zwzw, R0;
ADD   o[TEX1].xy, R0, c[1].x;
MOV   o[HPOS], v[0];
MUL   o[COL0], v[3], c[0].xyzz;
MOV   o[TEX0].xyz, v[2];
END
# 15 instructions, 0 R-regs
