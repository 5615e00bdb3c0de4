!!ARBfp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbfp1
# source file: tests/header/267_struct_connector_and_casts.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbfp1
#program main
#var float4 p : $vin.TEXCOORD0 : TEX0 : 0 : 1
#var float4 main : $vout.COLOR : COL : -1 : 1
#const c[0] = 3 0
PARAM c[1] = { { 3, 0 } };
TEMP R0;
MUL R0.x, fragment.texcoord[0].w, c[0];
ABS R0.y, R0.x;
FLR R0.y, R0;
SLT R0.x, R0, c[0].y;
CMP R0.x, -R0, -R0.y, R0.y;
MUL result.color, fragment.texcoord[0], R0.x;
END
# 6 instructions, 1 R-regs
