!!ARBfp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbfp1
# source file: tests/header/376_semantic_qualified_fragment.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbfp1
#program main
#semantic tex : TEXUNIT2
#semantic tint : C8
#var float4 IN.uv : $vin.TEXCOORD1 : TEX1 : 0 : 1
#var float4 IN.tangent : $vin.TEXCOORD6 : TEX6 : 0 : 1
#var float4 IN.col : $vin.COLOR0 : COL0 : 0 : 1
#var float4 a : $vin.TEXCOORD3 : TEX3 : 1 : 1
#var float4 b : $vin.TEX0 : TEX0 : 2 : 1
#var float4 c : $vin.TEX2 : TEX2 : 3 : 1
#var sampler2D tex : TEXUNIT2 : texunit 2 : -1 : 1
#var float4 tint : C8 : c[8] : -1 : 1
#var float4 main : $vout.COLOR0 : COL : -1 : 1
PARAM c[9] = { program.local[0..8] };
TEMP R0;
TEX R0, fragment.texcoord[1], texture[2], 2D;
MAD R0, R0, c[8], fragment.texcoord[6];
ADD R0, R0, fragment.color.primary;
ADD R0, R0, fragment.texcoord[3];
ADD R0, R0, fragment.texcoord[0];
ADD result.color, R0, fragment.texcoord[2];
END
# 6 instructions, 1 R-regs
