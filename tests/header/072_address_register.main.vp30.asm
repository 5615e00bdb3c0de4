!!VP2.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile vp30
# source file: tests/header/072_address_register.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile vp30
#program main
#semantic arr
#var float4 p : $vin.POSITION : ATTR0 : 0 : 1
#var float4 i : $vin.BLENDINDICES : ATTR7 : 1 : 1
#var float4 arr[0] :  : c[0] : -1 : 1
#var float4 arr[1] :  : c[1] : -1 : 1
#var float4 arr[2] :  : c[2] : -1 : 1
#var float4 arr[3] :  : c[3] : -1 : 1
#var float4 arr[4] :  : c[4] : -1 : 1
#var float4 arr[5] :  : c[5] : -1 : 1
#var float4 arr[6] :  : c[6] : -1 : 1
#var float4 arr[7] :  : c[7] : -1 : 1
#var float4 arr[8] :  : c[8] : -1 : 1
#var float4 arr[9] :  : c[9] : -1 : 1
#var float4 main : $vout.POSITION : HPOS : -1 : 1
BB0:
FLR   R0.y, |v[7].x|;
MOV   R0.x, R0.y;
MOVC  CC.x, v[7];
MOV   R0.x(LT), -R0.y;
ARL   A0.x, R0;
ADD   o[HPOS], v[0], c[A0.x + 3];
END
# 6 instructions, 1 R-regs
