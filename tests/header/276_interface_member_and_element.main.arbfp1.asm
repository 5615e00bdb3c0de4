!!ARBfp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbfp1
# source file: tests/header/276_interface_member_and_element.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbfp1
#program main
#var float4 p : $vin.TEXCOORD0 : TEX0 : 0 : 1
#var float4 main : $vout.COLOR : COL : -1 : 1
#const c[0] = 2 1
PARAM c[1] = { { 2, 1 } };
TEMP R0;
TEMP R1;
MAD R1.x, fragment.texcoord[0].y, c[0], fragment.texcoord[0].y;
MUL R0.y, fragment.texcoord[0].z, c[0].x;
MUL R0.x, fragment.texcoord[0], c[0];
MAD R0, fragment.texcoord[0], R0.x, R0.y;
MAD R1.y, fragment.texcoord[0].w, c[0].x, fragment.texcoord[0].w;
ADD R1.x, R1, c[0].y;
ADD R0, R1.y, R0;
ADD R0, R0, R1.x;
ADD result.color, R0, c[0].y;
END
# 9 instructions, 2 R-regs
