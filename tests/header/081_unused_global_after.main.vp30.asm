!!VP2.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile vp30
# source file: tests/header/081_unused_global_after.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile vp30
#program main
#semantic neverUsed
#semantic neverUsedM
#var float4 p : $vin.POSITION : ATTR0 : 0 : 1
#var float4 neverUsed :  :  : -1 : 0
#var float4x4 neverUsedM :  : , 4 : -1 : 0
#var float4 main : $vout.POSITION : HPOS : -1 : 1
BB0:
MOV   o[HPOS], v[0];
END
# 1 instructions, 0 R-regs
