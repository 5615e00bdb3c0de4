!!VP1.1
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile vp20
# source file: tests/header/025_dead_code_uniform.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile vp20
#program main
#semantic main.pDead
#semantic gDead
#semantic gLive
#var float4 p : $vin.POSITION : ATTR0 : 0 : 1
#var float4 pDead :  :  : 1 : 0
#var float4 gDead :  :  : -1 : 0
#var float4 gLive :  : c[0] : -1 : 1
#var float4 main : $vout.POSITION : HPOS : -1 : 1
ADD   o[HPOS], v[0], c[0];
END
# 1 instructions, 0 R-regs
