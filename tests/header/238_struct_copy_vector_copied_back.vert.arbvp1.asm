!!ARBvp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbvp1
# source file: tests/header/238_struct_copy_vector_copied_back.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbvp1
#program vert
#semantic tint_color
#var float4 v.vertex : $vin.POSITION : POSITION : 0 : 1
#var float4 v.tangent : $vin.TANGENT :  : 0 : 0
#var float3 v.normal : $vin.NORMAL :  : 0 : 0
#var float4 v.color : $vin.COLOR : COLOR0 : 0 : 1
#var float4 tint_color :  : c[1] : -1 : 1
#var float4 vert.pos : $vout.POSITION : HPOS : -1 : 1
#var float4 vert.color : $vout.COLOR : COL0 : -1 : 1
PARAM c[2] = { program.local[0..1] };
MOV result.position, vertex.position;
MUL result.color, vertex.color, c[1];
END
# 2 instructions, 0 R-regs
