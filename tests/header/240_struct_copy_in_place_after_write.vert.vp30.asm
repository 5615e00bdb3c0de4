!!VP2.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile vp30
# source file: tests/header/240_struct_copy_in_place_after_write.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile vp30
#program vert
#semantic wind
#semantic mvp
#var float4 v.vertex : $vin.POSITION : ATTR0 : 0 : 1
#var float4 v.tangent : $vin.TANGENT : ATTR14 : 0 : 0
#var float3 v.normal : $vin.NORMAL : ATTR2 : 0 : 0
#var float4 v.color : $vin.COLOR : ATTR3 : 0 : 1
#var float4 wind :  : c[4] : -1 : 1
#var float4x4 mvp :  : c[0], 4 : -1 : 1
#var float4 vert.pos : $vout.POSITION : HPOS : -1 : 1
#var float4 vert.color : $vout.COLOR : COL0 : -1 : 1
BB0:
MOV   R0.yw, v[0];
MAD   R0.xz, -v[0].y, c[4], v[0];
DP4   o[HPOS].w, R0, c[3];
DP4   o[HPOS].z, R0, c[2];
DP4   o[HPOS].y, R0, c[1];
DP4   o[HPOS].x, R0, c[0];
MUL   o[COL0], v[3], c[4].w;
END
# 7 instructions, 1 R-regs
