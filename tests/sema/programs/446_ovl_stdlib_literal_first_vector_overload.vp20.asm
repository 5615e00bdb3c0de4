!!VP1.1
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -quiet -profile vp20
# source file: tests/sema/cases/446_ovl_stdlib_literal_first_vector_overload.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile vp20
#program main
#var float4 p : $vin.POSITION : ATTR0 : 0 : 1
#var float4 main : $vout.POSITION : HPOS : -1 : 1
#const c[0] = 0.5 1 0 3
#const c[1] = 2
MIN   R0, v[0], c[0].y;
MAX   R0, R0, c[0].z;
MUL   R2, -R0, c[1].x;
MUL   R1, R0, R0;
SGE   R0, v[0], c[0].x;
ADD   R2, R2, c[0].w;
MAD   o[HPOS], R1, R2, R0;
END
# 7 instructions, 0 R-regs
