!!ARBfp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbfp1
# source file: tests/glsl/cases/sem_fin_point_coord.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbfp1
#program main_kept
#semantic sprite
#semantic glow
#semantic tint
#var float4 s.color : $vin.COLOR0 : COL0 : 0 : 1
#var float2 s.coord : $vin.POINTCOORD : TEX0 : 0 : 1
#var float4 s.spare :  :  : 0 : 0
#var float2 uv : $vin.TEXCOORD2 : TEX2 : 1 : 1
#var sampler2D sprite :  : texunit 0 : -1 : 1
#var sampler2D glow :  : texunit 1 : -1 : 1
#var float4 tint :  : c[0] : -1 : 1
#var float4 main_kept : $vout.COLOR : COL : -1 : 1
PARAM c[1] = { program.local[0] };
TEMP R0;
TEMP R1;
TEX R0, fragment.texcoord[2], texture[1], 2D;
MUL R1, R0, c[0];
TEX R0, fragment.texcoord[0], texture[0], 2D;
MAD result.color, R0, fragment.color.primary, R1;
END
# 4 instructions, 2 R-regs
