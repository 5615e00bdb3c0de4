!!VP2.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile vp30
# source file: tests/header/313_scoped_struct_lookup.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile vp30
#program main
#semantic s
#semantic late
#var float4 v : $vin.POSITION : ATTR0 : 0 : 1
#var float4 s.e :  : c[0] : -1 : 1
#var float4 late.f :  : c[1] : -1 : 1
#var float4 main : $vout.POSITION : HPOS : -1 : 1
BB0:
ADD   R0, c[0], v[0];
ADD   o[HPOS], c[1], R0;
END
# 2 instructions, 1 R-regs
