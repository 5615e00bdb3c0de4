!!VP2.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -quiet -profile vp30
# source file: 025_pack_matrix_column_major.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile vp30
#program main
#semantic main.modelViewProj
#var float3 position : $vin.POSITION : ATTR0 : 0 : 1
#var float4x4 modelViewProj :  : c[0], 4 : 1 : 1
#var float4 main : $vout.POSITION : HPOS : -1 : 1
BB0:
MUL   R0, v[0].y, c[1];
MAD   R0, v[0].x, c[0], R0;
MAD   R0, v[0].z, c[2], R0;
ADD   o[HPOS], c[3], R0;
END
# 4 instructions, 1 R-regs
