!!VP1.1
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -nostdlib -profile vp20
# source file: tests/header/303_nostdlib_constructors_and_casts_vertex.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile vp20
#program main
#semantic k
#semantic m
#var float4 c : $vin.TEXCOORD0 : TEXCOORD0 : 0 : 1
#var float4 k :  : c[3] : -1 : 1
#var float3x3 m :  : c[0], 3 : -1 : 1
#var float4 main : $vout.POSITION : HPOS : -1 : 1
#const c[4] = 1 2 0
#const c[5] = 9 8 7
SLT   R0.x, c[4].z, v[8].z;
SGE   R0.y, c[4].z, R0.x;
SGE   R0.x, R0, c[4].z;
MUL   R0.y, R0.x, R0;
MAX   R1.x, -R0.y, R0.y;
MAX   R0.z, v[8].x, -v[8].x;
SLT   R3.x, c[4].z, R1;
EXP   R0.y, R0.z;
SLT   R0.x, v[8], c[4].z;
MAX   R0.x, -R0, R0;
SLT   R0.x, c[4].z, R0;
ADD   R2.x, -R3, c[4];
ADD   R0.y, R0.z, -R0;
ADD   R0.w, -R0.x, c[4].x;
MUL   R0.z, R0.y, R0.w;
MAD   R1.x, R0, -R0.y, R0.z;
MOV   R0.xy, v[8];
MOV   R0.zw, c[4].xyxy;
MAD   R1, R0, c[3], R1.x;
MUL   R2, v[8], R2.x;
ADD   R0, R1, R0;
MAD   R1, -v[8], R3.x, R2;
MOV   R2.xyz, c[5];
MAD   R0, R2.xyzx, c[1].xyzx, R0;
ADD   o[HPOS], R0, R1;
END
# 25 instructions, 0 R-regs
