!!VP2.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -quiet -profile vp30
# source file: tests/sema/cases/530_reach_if_constant_branches.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile vp30
#program main
#var float4 p : $vin.POSITION : ATTR0 : 0 : 1
#var float4 main : $vout.POSITION : HPOS : -1 : 1
#const c[0] = 1
BB0:
ADD   o[HPOS].yzw, c[0].x, v[0];
MOV   o[HPOS].x, c[0];
END
# 2 instructions, 0 R-regs
