!!VP1.1
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile vp20
# source file: tests/header/017_array_of_structs.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile vp20
#program main
#semantic lights
#var float4 p : $vin.POSITION : ATTR0 : 0 : 1
#var float4 lights[0].pos :  : c[0] : -1 : 1
#var float4 lights[0].col :  :  : -1 : 0
#var float4 lights[1].pos :  :  : -1 : 0
#var float4 lights[1].col :  :  : -1 : 0
#var float4 lights[2].pos :  :  : -1 : 0
#var float4 lights[2].col :  : c[1] : -1 : 1
#var float4 main : $vout.POSITION : HPOS : -1 : 1
ADD   R0, v[0], c[0];
ADD   o[HPOS], R0, c[1];
END
# 2 instructions, 0 R-regs
