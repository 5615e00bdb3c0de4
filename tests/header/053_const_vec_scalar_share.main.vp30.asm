!!VP2.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile vp30
# source file: tests/header/053_const_vec_scalar_share.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile vp30
#program main
#var float4 p : $vin.POSITION :  : 0 : 0
#var float4 main : $vout.POSITION : HPOS : -1 : 1
#const c[0] = 1
BB0:
MOV   o[HPOS], c[0].x;
END
# 1 instructions, 0 R-regs
