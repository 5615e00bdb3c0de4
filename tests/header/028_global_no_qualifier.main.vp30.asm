!!VP2.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile vp30
# source file: tests/header/028_global_no_qualifier.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile vp30
#program main
#semantic implicitUniform
#var float4 p : $vin.POSITION : ATTR0 : 0 : 1
#var float4 implicitUniform :  : c[0] : -1 : 1
#var float4 main : $vout.POSITION : HPOS : -1 : 1
BB0:
ADD   o[HPOS], c[0], v[0];
END
# 1 instructions, 0 R-regs
