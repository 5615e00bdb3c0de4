!!VP2.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -quiet -profile vp30
# source file: tests/sema/cases/424_conv_matrix_ctor_rows_filled.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile vp30
#program main
#var float4 p : $vin.POSITION : ATTR0 : 0 : 1
#var float4 main : $vout.POSITION : HPOS : -1 : 1
BB0:
ADD   o[HPOS].xy, v[0], v[0];
MOV   o[HPOS].zw, v[0];
END
# 2 instructions, 0 R-regs
