!!ARBfp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbfp1
# source file: tests/glsl/cases/sem_fin_point_coord.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbfp1
#program main_written
#semantic sprite
#semantic glow
#semantic tint
#var float2 coord : $vin.pointcoord0 : TEX0 : 0 : 1
#var float4 color : $vin.COLOR0 : COL0 : 1 : 1
#var sampler2D sprite :  : texunit 0 : -1 : 1
#var sampler2D glow :  :  : -1 : 0
#var float4 tint :  :  : -1 : 0
#var float4 main_written : $vout.COLOR : COL : -1 : 1
TEMP R0;
TEX R0, fragment.texcoord[0].yxzw, texture[0], 2D;
MUL result.color, R0, fragment.color.primary;
END
# 2 instructions, 1 R-regs
