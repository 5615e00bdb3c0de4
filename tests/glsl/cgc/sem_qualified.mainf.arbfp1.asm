!!ARBfp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbfp1
# source file: tests/glsl/cases/sem_qualified.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbfp1
#program mainf
#semantic tint : C2
#semantic scale : C1
#var float4 uv : $vin.TEXCOORD0 : TEX0 : 0 : 1
#var float4 col : $vin.COLOR0 : COL0 : 1 : 1
#var float4 tint : C2 : c[2] : -1 : 1
#var float4 scale : C1 : c[1] : -1 : 1
#var float4 mainf : $vout.COLOR : COL : -1 : 1
PARAM c[3] = { program.local[0..2] };
TEMP R0;
MUL R0, fragment.color.primary, c[2];
MAD result.color, fragment.texcoord[0], c[1], R0;
END
# 2 instructions, 1 R-regs
