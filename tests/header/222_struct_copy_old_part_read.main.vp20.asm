!!VP1.1
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile vp20
# source file: tests/header/222_struct_copy_old_part_read.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile vp20
#program main
#semantic s
#var float4 v.vertex : $vin.POSITION : ATTR0 : 0 : 1
#var float4 v.tangent : $vin.TANGENT :  : 0 : 0
#var float3 v.normal : $vin.NORMAL :  : 0 : 0
#var float4 v.uv : $vin.TEXCOORD0 : TEXCOORD0 : 0 : 1
#var float4 s :  :  : -1 : 0
#var float4 main : $vout.POSITION : HPOS : -1 : 1
MOV   R0.x, v[8].y;
ADD   o[HPOS], v[0], R0.x;
END
# 2 instructions, 0 R-regs
