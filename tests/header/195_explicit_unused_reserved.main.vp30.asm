!!VP2.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile vp30
# source file: tests/header/195_explicit_unused_reserved.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile vp30
#program main
#semantic u : C0
#semantic m : C2
#semantic s : C7
#semantic arr : C9
#semantic a
#semantic b
#semantic far : C40
#var float4 p : $vin.POSITION : ATTR0 : 0 : 1
#var float4 u : C0 : c[0] : -1 : 0
#var float4x4 m : C2 : c[2], 4 : -1 : 0
#var float4 s.x :  : c[7] : -1 : 0
#var float4 s.y :  : c[8] : -1 : 0
#var float4 arr[0] :  : c[9] : -1 : 0
#var float4 arr[1] :  : c[10] : -1 : 1
#var float4 a :  : c[1] : -1 : 1
#var float4 b :  : c[6] : -1 : 1
#var float4 far : C40 : c[40] : -1 : 0
#var float4 main : $vout.POSITION : HPOS : -1 : 1
#const c[11] = 1 2 3 4
BB0:
MUL   R0, v[0], c[1];
ADD   R0, c[6], R0;
ADD   R0, c[10], R0;
ADD   o[HPOS], c[11], R0;
END
# 4 instructions, 1 R-regs
