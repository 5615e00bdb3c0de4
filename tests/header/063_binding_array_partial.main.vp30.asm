!!VP2.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile vp30
# source file: tests/header/063_binding_array_partial.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile vp30
#program main
#semantic arr
#semantic after
#var float4 p : $vin.POSITION : ATTR0 : 0 : 1
#var float4 arr[0] :  :  : -1 : 0
#var float4 arr[1] :  :  : -1 : 0
#var float4 arr[2] :  :  : -1 : 0
#var float4 arr[3] :  : c[0] : -1 : 1
#var float4 arr[4] :  :  : -1 : 0
#var float4 arr[5] :  :  : -1 : 0
#var float4 arr[6] :  :  : -1 : 0
#var float4 arr[7] :  :  : -1 : 0
#var float4 after :  : c[1] : -1 : 1
#var float4 main : $vout.POSITION : HPOS : -1 : 1
BB0:
ADD   R0, c[0], v[0];
ADD   o[HPOS], c[1], R0;
END
# 2 instructions, 1 R-regs
