!!VP1.1
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -quiet -profile vp20
# source file: 022_inout_header.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile vp20
#program main
#var float4 pos : $vin.POSITION : ATTR0 : 0 : 1
#const c[0] = 1 0
ADD   o[HPOS], v[0], c[0].xxxy;
END
# 1 instructions, 0 R-regs
