!!VP2.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -quiet -profile vp30
# source file: tests/sema/cases/417_conv_matrix_ctor_truncate.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile vp30
#program main
#semantic main.mv
#var float4 p : $vin.POSITION : ATTR0 : 0 : 1
#var float3 n : $vin.NORMAL : ATTR2 : 1 : 1
#var float4x4 mv :  : c[0], 4 : 2 : 1
#var float4 col : $vout.COLOR0 : COL0 : 3 : 1
#var float4 main : $vout.POSITION : HPOS : -1 : 1
#const c[4] = 1
BB0:
MOV   o[HPOS], v[0];
DP3   o[COL0].x, v[2], c[0];
DP3   o[COL0].y, v[2], c[1];
DP3   o[COL0].z, v[2], c[2];
MOV   o[COL0].w, c[4].x;
END
# 5 instructions, 0 R-regs
