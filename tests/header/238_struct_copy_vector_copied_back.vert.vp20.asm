!!VP1.1
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile vp20
# source file: tests/header/238_struct_copy_vector_copied_back.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile vp20
#program vert
#semantic tint_color
#var float4 v.vertex : $vin.POSITION : ATTR0 : 0 : 1
#var float4 v.tangent : $vin.TANGENT :  : 0 : 0
#var float3 v.normal : $vin.NORMAL :  : 0 : 0
#var float4 v.color : $vin.COLOR : ATTR3 : 0 : 1
#var float4 tint_color :  : c[0] : -1 : 1
#var float4 vert.pos : $vout.POSITION : HPOS : -1 : 1
#var float4 vert.color : $vout.COLOR : COL0 : -1 : 1
MOV   o[HPOS], v[0];
MUL   o[COL0], v[3], c[0];
END
# 2 instructions, 0 R-regs
