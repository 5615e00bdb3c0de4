!!VP1.1
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -quiet -profile vp20
# source file: tests/vm/cg/vs_attr.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile vp20
#program main
#var float4 p : $vin.ATTR0 : ATTR0 : 0 : 1
#var float4 a : $vin.ATTR3 : ATTR3 : 1 : 1
#var float4 b : $vin.ATTR6 : ATTR6 : 2 : 1
#var float4 hpos : $vout.POSITION : HPOS : 3 : 1
#var float4 o : $vout.TEXCOORD2 : TEX2 : 4 : 1
MOV   R0, v[3];
MUL   o[HPOS], v[0], R0;
ADD   o[TEX2], R0.x, v[6];
END
# 3 instructions, 0 R-regs
