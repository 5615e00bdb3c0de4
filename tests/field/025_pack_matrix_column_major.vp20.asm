!!VP1.1
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -quiet -profile vp20
# source file: 025_pack_matrix_column_major.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile vp20
#program main
#semantic main.modelViewProj
#var float3 position : $vin.POSITION : ATTR0 : 0 : 1
#var float4x4 modelViewProj :  : c[0], 4 : 1 : 1
#var float4 main : $vout.POSITION : HPOS : -1 : 1
MUL   R0, v[0].y, c[1];
MAD   R0, v[0].x, c[0], R0;
MAD   R0, v[0].z, c[2], R0;
ADD   o[HPOS], R0, c[3];
END
# 4 instructions, 0 R-regs
