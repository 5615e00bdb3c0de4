!!VP2.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile vp30
# source file: tests/shaders/fragment/fixed_literal_operands.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile vp30
#program vmain
#var float4 position : $vin.POSITION : ATTR0 : 0 : 1
#var float4 weights : $vin.TEXCOORD0 : TEXCOORD0 : 1 : 1
#var float4 oPosition : $vout.POSITION : HPOS : 2 : 1
#var float4 oColor : $vout.COLOR0 : COL0 : 3 : 1
#const c[0] = 0.33333334 2.75 5 -2
BB0:
ADD   R0, -c[0].z, v[8];
MUL   R0, R0, c[0].x;
MAD   R1, v[8], c[0].y, R0;
MUL   R0, v[8], c[0].w;
ADD   o[COL0], R0, R1;
MOV   o[HPOS], v[0];
END
# 6 instructions, 2 R-regs
