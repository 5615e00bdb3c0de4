!!VP2.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile vp30
# source file: tests/shaders/vertex/uint_divide_modulo_vs.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile vp30
#program main
#semantic main.modelViewProj
#semantic main.gridWidth
#var float4 position : $vin.POSITION : ATTR0 : 0 : 1
#var float4 instance : $vin.TEXCOORD1 : TEXCOORD1 : 1 : 1
#var float4x4 modelViewProj :  : c[0], 4 : 2 : 1
#var float gridWidth :  : c[4] : 3 : 1
#var float4 hpos : $vout.POSITION : HPOS : 4 : 1
#var float4 cellColor : $vout.COLOR0 : COL0 : 5 : 1
#const c[5] = 0 64 0.5 2
#const c[6] = 0.33333334 3 1
BB0:
FLR   R0.y, c[4].x;
MUL   R0.x, v[9], c[5].y;
RCP   R0.z, R0.y;
FLR   R0.x, R0;
MUL   R0.z, R0.x, R0;
FRC   R0.x, R0.z;
FLR   R1.x, R0.z;
MAD   R0.x, R0, R0.y, c[5].z;
FLR   R0.x, R0;
MOV   R0.zw, c[5].x;
MOV   R0.y, R1.x;
MAD   R2, R0, c[5].w, v[0];
ADD   R0.y, R0.x, R1.x;
MUL   R0.y, R0, c[6].x;
FRC   R0.y, R0;
MUL   R0.y, R0, c[6];
ADD   R0.y, c[5].z, R0;
FLR   R0.z, R0.y;
MUL   R0.x, R0, c[5].z;
FRC   R0.x, R0;
MUL   R0.y, R1.x, c[5].z;
MAD   R0.x, R0, c[5].w, c[5].z;
FRC   R0.y, R0;
MAD   R0.y, R0, c[5].w, c[5].z;
FLR   R0.x, R0;
MOV   R0.w, c[6].z;
FLR   R0.y, R0;
DP4   o[HPOS].w, R2, c[3];
DP4   o[HPOS].z, R2, c[2];
DP4   o[HPOS].y, R2, c[1];
DP4   o[HPOS].x, R2, c[0];
MUL   o[COL0], R0, c[5].z;
END
# 32 instructions, 3 R-regs
