!!VP2.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile vp30
# source file: tests/header/020_inout_param.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile vp30
#program main
#semantic main.k
#var float4 p : $vin.POSITION : ATTR0 : 0 : 1
#var float4 c : $vin.COLOR0 : ATTR3 : 1 : 1
#var float4 k :  : c[0] : 2 : 1
#const c[1] = 2
BB0:
ADD   o[HPOS], c[0], v[0];
MUL   o[COL0], v[3], c[1].x;
END
# 2 instructions, 0 R-regs
