!!VP2.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile vp30
# source file: tests/header/015_struct_uniform.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile vp30
#program main
#semantic main.l2
#semantic light
#var float4 p : $vin.POSITION : ATTR0 : 0 : 1
#var float4 l2.pos :  : c[0] : 1 : 1
#var float3 l2.col :  :  : 1 : 0
#var float l2.range :  :  : 1 : 0
#var float4 light.pos :  : c[1] : -1 : 1
#var float3 light.col :  : c[2] : -1 : 1
#var float light.range :  : c[3] : -1 : 1
#var float4 main : $vout.POSITION : HPOS : -1 : 1
BB0:
ADD   R0, c[1], v[0];
MOV   R1.x, c[3];
MAD   R0, R1.x, c[2].xyzz, R0;
ADD   o[HPOS], c[0], R0;
END
# 4 instructions, 2 R-regs
