!!VP2.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile vp30
# source file: tests/header/090_blendweight.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile vp30
#program main
#var float4 p : $vin.POSITION : ATTR0 : 0 : 1
#var float4 w : $vin.BLENDWEIGHT : ATTR1 : 1 : 1
#var float4 main : $vout.POSITION : HPOS : -1 : 1
BB0:
MOV   R0, v[1];
ADD   o[HPOS], v[0], R0;
END
# 2 instructions, 1 R-regs
