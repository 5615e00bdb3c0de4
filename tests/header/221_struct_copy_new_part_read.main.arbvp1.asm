!!ARBvp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbvp1
# source file: tests/header/221_struct_copy_new_part_read.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbvp1
#program main
#semantic s
#var float4 v.vertex : $vin.POSITION : POSITION : 0 : 1
#var float4 v.tangent : $vin.TANGENT :  : 0 : 0
#var float3 v.normal : $vin.NORMAL :  : 0 : 0
#var float4 v.uv : $vin.TEXCOORD0 :  : 0 : 0
#var float4 s :  : c[1] : -1 : 1
#var float4 main : $vout.POSITION : HPOS : -1 : 1
PARAM c[2] = { program.local[0..1] };
ADD result.position, vertex.position, c[1].x;
END
# 1 instructions, 0 R-regs
