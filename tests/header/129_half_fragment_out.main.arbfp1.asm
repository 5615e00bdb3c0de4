!!ARBfp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbfp1
# source file: tests/header/129_half_fragment_out.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbfp1
#program main
#var float4 col : $vin.COLOR0 : COL0 : 0 : 1
#var float2 uv : $vin.TEXCOORD0 : TEX0 : 1 : 1
#var float4 b : $vin.TEXCOORD1 : TEX1 : 2 : 1
#var float4 main.c : $vout.COLOR : COL : -1 : 1
#var float main.d : $vout.DEPTH : DEPR : -1 : 1
#const c[0] = 0
PARAM c[1] = { { 0 } };
TEMP R0;
TEMP R1;
MOV R0.xy, fragment.texcoord[0];
SLT R1, c[0].x, fragment.texcoord[1];
ADD R0, fragment.color.primary, R0.xyxy;
ADD result.color, R0, R1;
MOV result.depth.z, fragment.texcoord[0].x;
END
# 5 instructions, 2 R-regs
