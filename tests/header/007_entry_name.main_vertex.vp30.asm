!!VP2.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile vp30
# source file: tests/header/007_entry_name.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile vp30
#program main_vertex
#semantic main_vertex.k
#var float4 p : $vin.POSITION : ATTR0 : 0 : 1
#var float4 k :  : c[0] : 1 : 1
#var float4 main_vertex : $vout.POSITION : HPOS : -1 : 1
#const c[1] = 2
BB0:
MUL   R0, v[0], c[1].x;
ADD   o[HPOS], c[0], R0;
END
# 2 instructions, 1 R-regs
