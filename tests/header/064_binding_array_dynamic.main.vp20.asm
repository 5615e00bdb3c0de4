!!VP1.1
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile vp20
# source file: tests/header/064_binding_array_dynamic.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile vp20
#program main
#semantic arr
#semantic after
#var float4 p : $vin.POSITION : ATTR0 : 0 : 1
#var float4 idx : $vin.BLENDINDICES : ATTR7 : 1 : 1
#var float4 arr[0] :  : c[0] : -1 : 1
#var float4 arr[1] :  : c[1] : -1 : 1
#var float4 arr[2] :  : c[2] : -1 : 1
#var float4 arr[3] :  : c[3] : -1 : 1
#var float4 arr[4] :  : c[4] : -1 : 1
#var float4 arr[5] :  : c[5] : -1 : 1
#var float4 arr[6] :  : c[6] : -1 : 1
#var float4 arr[7] :  : c[7] : -1 : 1
#var float4 after :  : c[8] : -1 : 1
#var float4 main : $vout.POSITION : HPOS : -1 : 1
#const c[9] = 0 1
SLT   R0.x, v[7].y, c[9];
MAX   R0.y, -R0.x, R0.x;
SLT   R0.z, c[9].x, R0.y;
MAX   R0.x, v[7].y, -v[7].y;
EXP   R0.y, R0.x;
ADD   R0.x, R0, -R0.y;
ADD   R0.w, -R0.z, c[9].y;
MUL   R0.y, R0.x, R0.w;
MAD   R1.x, R0.z, -R0, R0.y;
ARL   A0.x, v[7].x;
ADD   R0, v[0], c[A0.x];
ARL   A0.x, R1.x;
ADD   R0, R0, c[A0.x + 2];
ADD   o[HPOS], R0, c[8];
END
# 14 instructions, 0 R-regs
