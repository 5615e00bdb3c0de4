!!ARBfp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbfp1
# source file: tests/glsl/cases/flow_if_kept.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbfp1
#program f_ifelse
#var float4 a : $vin.TEXCOORD0 : TEX0 : 0 : 1
#var float4 f_ifelse : $vout.COLOR : COL : -1 : 1
#const c[0] = 1 0 2
PARAM c[1] = { { 1, 0, 2 } };
TEMP R0;
TEMP R1;
TEMP R2;
SLT R1.x, c[0].y, fragment.texcoord[0];
ABS R2.x, R1;
ADD R0, fragment.texcoord[0], c[0].x;
MUL R1, fragment.texcoord[0], c[0].z;
CMP R2.x, -R2, c[0].y, c[0];
CMP result.color, -R2.x, R0, R1;
END
# 6 instructions, 3 R-regs
