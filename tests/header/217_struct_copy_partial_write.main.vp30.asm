!!VP2.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile vp30
# source file: tests/header/217_struct_copy_partial_write.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile vp30
#program main
#semantic s
#var float4 v.vertex : $vin.POSITION : ATTR0 : 0 : 1
#var float4 v.tangent : $vin.TANGENT : ATTR14 : 0 : 0
#var float3 v.normal : $vin.NORMAL : ATTR2 : 0 : 0
#var float4 v.uv : $vin.TEXCOORD0 : TEXCOORD0 : 0 : 1
#var float4 s :  : c[0] : -1 : 1
#var float4 main : $vout.POSITION : HPOS : -1 : 1
BB0:
MOV   R0.yzw, v[8];
MOV   R0.x, c[0];
ADD   o[HPOS], v[0], R0;
END
# 3 instructions, 1 R-regs
