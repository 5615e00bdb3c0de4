!!VP2.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile vp30
# source file: tests/shaders/vertex/replicated_scalar_lanes.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile vp30
#program main
#semantic main.time
#semantic main.mvp
#var float4 pos : $vin.POSITION :  : 0 : 0
#var float time :  : c[4] : 1 : 1
#var float4x4 mvp :  : c[0], 4 : 2 : 1
#var float4 main : $vout.POSITION : HPOS : -1 : 1
#const c[5] = 3
BB0:
MOV   R0.x, c[5];
MUL   R0.x, R0, c[4];
COS   R0.x, R0.x;
MUL   R1, R0.x, c[1];
MAD   R1, R0.x, c[0], R1;
MAD   R1, R0.x, c[2], R1;
MAD   o[HPOS], R0.x, c[3], R1;
END
# 7 instructions, 2 R-regs
