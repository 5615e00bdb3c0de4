!!ARBfp1.0
OPTION ATI_draw_buffers;
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbfp1
# source file: tests/header/173_derived_semantic_domain_fragment.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbfp1
#program main
#var float4 p : $vin.TEXCOORD0 : TEX0 : 0 : 1
#var float4 n.a : $vin.TEX1 : TEX1 : 1 : 1
#var float4 n.b : $vin.TEX2 : TEX2 : 1 : 1
#var float4 d[0] : $vin.TEX3 : TEX3 : 2 : 1
#var float4 d[1] : $vin.TEX4 : TEX4 : 2 : 1
#var float4 col : $vout.COLOR : COL : 3 : 1
#var float4 o.a : $vout.COL1 : COL1 : 4 : 1
#var float4 o.b : $vout.COL2 : COL2 : 4 : 1
#var float4 f[0] : $vout.COL3 : COL3 : 5 : 1
TEMP R0;
MOV R0, fragment.texcoord[2];
ADD R0, fragment.texcoord[0], R0;
MOV result.color[3], fragment.texcoord[4];
MOV result.color[2], fragment.texcoord[1];
MOV result.color[1], fragment.texcoord[0];
ADD result.color, R0, fragment.texcoord[3];
END
# 6 instructions, 1 R-regs
