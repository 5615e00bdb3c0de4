!!ARBfp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -po userTexCoord -profile arbfp1
# source file: tests/glsl/cases/opt_user_texcoord.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbfp1
#program mainf
#semantic mainf.s
#var float2 uv : $vin.TEXCOORD0 : TEX0 : 0 : 1
#var float4 t3 : $vin.TEXCOORD3 : TEX3 : 1 : 1
#var float4 c : $vin.COLOR0 : COL0 : 2 : 1
#var sampler2D s :  : texunit 0 : 3 : 1
#var float4 mainf : $vout.COLOR : COL : -1 : 1
TEMP R0;
TEX R0, fragment.texcoord[0], texture[0], 2D;
MUL R0, R0, fragment.texcoord[3];
ADD result.color, R0, fragment.color.primary;
END
# 3 instructions, 1 R-regs
