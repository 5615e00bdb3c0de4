!!VP1.1
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile vp20
# source file: tests/header/051_const_packing_scalars.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile vp20
#program main
#var float4 p : $vin.POSITION : ATTR0 : 0 : 1
#var float4 main : $vout.POSITION : HPOS : -1 : 1
#const c[0] = 2 3 0.5 7
#const c[1] = 11 13
MAD   R0, v[0], c[0].x, c[0].y;
MAD   R0, R0, c[0].z, -c[0].w;
MAD   o[HPOS], R0, c[1].x, c[1].y;
END
# 3 instructions, 0 R-regs
