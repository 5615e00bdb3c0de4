!!VP2.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -quiet -profile vp30
# source file: tests/vm/cg/vs_struct.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile vp30
#program main
#semantic main.lights
#semantic main.which
#var float4 p : $vin.POSITION : ATTR0 : 0 : 1
#var float3 n : $vin.NORMAL : ATTR2 : 1 : 1
#var float3 lights[0].dir :  : c[0] : 2 : 1
#var float4 lights[0].col :  : c[1] : 2 : 1
#var float3 lights[1].dir :  : c[2] : 2 : 1
#var float4 lights[1].col :  : c[3] : 2 : 1
#var float3 lights[2].dir :  : c[4] : 2 : 1
#var float4 lights[2].col :  : c[5] : 2 : 1
#var int which :  : c[6] : 3 : 1
#var float4 hpos : $vout.POSITION : HPOS : 4 : 1
#var float4 col : $vout.COLOR0 : COL0 : 5 : 1
#const c[7] = 2
BB0:
MOV   R0.x, c[7];
MUL   R0.x, R0, c[6];
ARL   A0.x, R0;
DP3   R0.x, v[2], c[A0.x];
MUL   R0, c[A0.x + 1], R0.x;
MOV   o[HPOS], v[0];
ADD   o[COL0], c[1], R0;
END
# 7 instructions, 1 R-regs
