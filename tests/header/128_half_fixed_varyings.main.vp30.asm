!!VP2.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile vp30
# source file: tests/header/128_half_fixed_varyings.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile vp30
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
BB0:
FLR   R0.zw, |v[7].xyxy|;
MOV   R0.xy, R0.zwzw;
MOVC  CC.xy, v[7];
MOV   R0.xy(LT), -R0.zwzw;
ADD   o[TEX1].xy, c[1].x, R0;
MOV   o[HPOS], v[0];
MUL   o[COL0], v[3], c[0].xyzz;
MOV   o[TEX0].xyz, v[2];
END
# 8 instructions, 1 R-regs
