!!ARBfp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbfp1
# source file: tests/glsl/cases/sem_fin_point_coord.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbfp1
#program main_struct
#semantic sprite
#semantic glow
#semantic tint
#var float4 s.color : $vin.COLOR0 : COL0 : 0 : 1
#var float2 s.coord : $vin.POINTCOORD : TEX1 : 0 : 1
#var float4 s.uv : $vin.TEXCOORD0 : TEX0 : 0 : 1
#var sampler2D sprite :  : texunit 0 : -1 : 1
#var sampler2D glow :  : texunit 1 : -1 : 1
#var float4 tint :  : c[0] : -1 : 1
#var float4 main_struct : $vout.COLOR : COL : -1 : 1
PARAM c[1] = { program.local[0] };
TEMP R0;
TEMP R1;
TEX R0, fragment.texcoord[0], texture[1], 2D;
MUL R0, R0, c[0];
MUL R1, fragment.texcoord[1].y, R0;
TEX R0, fragment.texcoord[1], texture[0], 2D;
MAD result.color, R0, fragment.color.primary, R1;
END
# 5 instructions, 2 R-regs
