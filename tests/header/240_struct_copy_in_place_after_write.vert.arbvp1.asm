!!ARBvp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbvp1
# source file: tests/header/240_struct_copy_in_place_after_write.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbvp1
#program vert
#semantic wind
#semantic mvp
#var float4 v.vertex : $vin.POSITION : POSITION : 0 : 1
#var float4 v.tangent : $vin.TANGENT : ATTR14 : 0 : 0
#var float3 v.normal : $vin.NORMAL : NORMAL : 0 : 0
#var float4 v.color : $vin.COLOR : COLOR0 : 0 : 1
#var float4 wind :  : c[5] : -1 : 1
#var float4x4 mvp :  : c[1], 4 : -1 : 1
#var float4 vert.pos : $vout.POSITION : HPOS : -1 : 1
#var float4 vert.color : $vout.COLOR : COL0 : -1 : 1
PARAM c[6] = { program.local[0..5] };
TEMP R0;
MOV R0.yw, vertex.position;
MAD R0.xz, -vertex.position.y, c[5], vertex.position;
DP4 result.position.w, R0, c[4];
DP4 result.position.z, R0, c[3];
DP4 result.position.y, R0, c[2];
DP4 result.position.x, R0, c[1];
MUL result.color, vertex.color, c[5].w;
END
# 7 instructions, 1 R-regs
