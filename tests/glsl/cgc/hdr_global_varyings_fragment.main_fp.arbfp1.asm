!!ARBfp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbfp1
# source file: tests/glsl/cases/hdr_global_varyings_fragment.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbfp1
#program main_fp
#semantic main_fp.image
#var float4 uv : $vin.TEXCOORD0 : TEX0 : 0 : 1
#var sampler2D image :  : texunit 0 : 1 : 1
#var float4 tint : $vin.COLOR0 : COL0 : -1 : 1
#var float4 fog : $vin.TEXCOORD3 : TEX3 : -1 : 1
#var float4 main_fp : $vout.COLOR : COL : -1 : 1
TEMP R0;
TEX R0, fragment.texcoord[0], texture[0], 2D;
MUL R0, R0, fragment.color.primary;
ADD result.color, R0, fragment.texcoord[3].x;
END
# 3 instructions, 1 R-regs
