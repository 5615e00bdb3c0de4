!!VP2.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile vp30
# source file: tests/header/109_varying_array_vertex_out.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile vp30
#program main
#var float4 p : $vin.POSITION : ATTR0 : 0 : 1
#var float4 opos : $vout.POSITION : HPOS : 1 : 1
#var float4 tc[0] : $vout.TEX1 : TEX1 : 2 : 1
#var float4 tc[1] : $vout.TEX2 : TEX2 : 2 : 1
#var float4 tc[2] : $vout.TEX3 : TEX3 : 2 : 1
#const c[0] = 2 3
BB0:
MOV   o[HPOS], v[0];
MOV   o[TEX1], v[0];
MUL   o[TEX2], v[0], c[0].x;
MUL   o[TEX3], v[0], c[0].y;
END
# 4 instructions, 0 R-regs
