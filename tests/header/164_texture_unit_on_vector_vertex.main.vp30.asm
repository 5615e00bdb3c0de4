!!VP2.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile vp30
# source file: tests/header/164_texture_unit_on_vector_vertex.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile vp30
#program main
#semantic a : TEXUNIT1
#semantic b : TEXUNIT5
#semantic c : C2
#var float4 p : $vin.POSITION : ATTR0 : 0 : 1
#var float4 a : TEXUNIT1 : c[0] : -1 : 1
#var float4 b : TEXUNIT5 : c[1] : -1 : 1
#var float4 c : C2 : c[2] : -1 : 1
#var float4 main : $vout.POSITION : HPOS : -1 : 1
BB0:
MUL   R0, v[0], c[0];
ADD   R0, c[1], R0;
ADD   o[HPOS], c[2], R0;
END
# 3 instructions, 1 R-regs
