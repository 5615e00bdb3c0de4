!!ARBfp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbfp1
# source file: tests/glsl/cases/flow_if_kept.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbfp1
#program f_and
#var float4 a : $vin.TEXCOORD0 : TEX0 : 0 : 1
#var float4 f_and : $vout.COLOR : COL : -1 : 1
#const c[0] = 0 2
PARAM c[1] = { { 0, 2 } };
TEMP R0;
TEMP R1;
MUL R0, fragment.texcoord[0], c[0].y;
SLT R1.y, c[0].x, fragment.texcoord[0];
SLT R1.x, c[0], fragment.texcoord[0];
MUL R1.x, R1, R1.y;
CMP result.color, -R1.x, R0, fragment.texcoord[0];
END
# 5 instructions, 2 R-regs
