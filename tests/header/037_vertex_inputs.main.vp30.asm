!!VP2.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile vp30
# source file: tests/header/037_vertex_inputs.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile vp30
#program main
#var float4 p : $vin.POSITION : ATTR0 : 0 : 1
#var float3 n : $vin.NORMAL : ATTR2 : 1 : 1
#var float4 c0 : $vin.COLOR0 : ATTR3 : 2 : 1
#var float4 c1 : $vin.COLOR1 : ATTR4 : 3 : 1
#var float fc : $vin.FOGCOORD : ATTR5 : 4 : 1
#var float psz : $vin.PSIZE : ATTR6 : 5 : 1
#var float4 bi : $vin.BLENDINDICES : ATTR7 : 6 : 1
#var float4 t0 : $vin.TEXCOORD0 : TEXCOORD0 : 7 : 1
#var float4 t1 : $vin.TEXCOORD1 : TEXCOORD1 : 8 : 1
#var float4 tg : $vin.TANGENT : ATTR14 : 9 : 1
#var float4 bn : $vin.BINORMAL : ATTR15 : 10 : 1
#var float4 a15 : $vin.ATTR15 : ATTR15 : 11 : 0
#var float4 main : $vout.POSITION : HPOS : -1 : 1
BB0:
MOV   R0.xyz, v[2];
ADD   R0, v[0], R0.xyzz;
ADD   R0, v[3], R0;
ADD   R0, v[4], R0;
ADD   R0, v[5].x, R0;
ADD   R0, v[6].x, R0;
ADD   R0, v[7], R0;
ADD   R0, v[8], R0;
ADD   R0, v[9], R0;
ADD   R0, v[14], R0;
ADD   R0, v[15], R0;
ADD   o[HPOS], v[15], R0;
END
# 12 instructions, 1 R-regs
