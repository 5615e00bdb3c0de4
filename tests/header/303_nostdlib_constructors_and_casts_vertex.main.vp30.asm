!!VP2.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -nostdlib -profile vp30
# source file: tests/header/303_nostdlib_constructors_and_casts_vertex.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile vp30
#program main
#semantic k
#semantic m
#var float4 c : $vin.TEXCOORD0 : TEXCOORD0 : 0 : 1
#var float4 k :  : c[3] : -1 : 1
#var float3x3 m :  : c[0], 3 : -1 : 1
#var float4 main : $vout.POSITION : HPOS : -1 : 1
#const c[4] = 1 2 0
#const c[5] = 9 8 7
BB0:
FLR   R1.x, |v[8]|;
MOV   R2.x, R1;
MOV   R0, v[8];
SGTC  CC.x, v[8].z, c[4].z;
MOV   R0(EQ.x), -v[8];
MOVC  CC.x, v[8];
MOV   R2.x(LT), -R1;
MOV   R1.xy, v[8];
MOV   R1.zw, c[4].xyxy;
MAD   R2, R1, c[3], R2.x;
ADD   R1, R1, R2;
MOV   R2.xyz, c[5];
MAD   R1, R2.xyzx, c[1].xyzx, R1;
ADD   o[HPOS], R0, R1;
END
# 14 instructions, 3 R-regs
