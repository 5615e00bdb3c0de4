!!VP1.1
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -quiet -profile vp20
# source file: 006_dynamic_index.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile vp20
#program main
#semantic main.palette
#var float4 p : $vin.POSITION : ATTR0 : 0 : 1
#var float4 idx : $vin.TEXCOORD1 : TEXCOORD1 : 1 : 1
#var float4 palette[0] :  : c[0] : 2 : 1
#var float4 palette[1] :  : c[1] : 2 : 1
#var float4 palette[2] :  : c[2] : 2 : 1
#var float4 palette[3] :  : c[3] : 2 : 1
#var float4 palette[4] :  : c[4] : 2 : 1
#var float4 palette[5] :  : c[5] : 2 : 1
#var float4 palette[6] :  : c[6] : 2 : 1
#var float4 palette[7] :  : c[7] : 2 : 1
#var float4 col : $vout.COLOR0 : COL0 : 3 : 1
#var float4 main : $vout.POSITION : HPOS : -1 : 1
ARL   A0.x, v[9].x;
MOV   o[COL0], c[A0.x];
MOV   o[HPOS], v[0];
END
# 3 instructions, 0 R-regs
