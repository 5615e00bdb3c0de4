!!ARBfp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbfp1
# source file: tests/glsl/cases/sem_fin_point_coord_uniform.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbfp1
#program main
#semantic main.k : POINTCOORD
#semantic offset : POINTCOORD
#var float4 k : POINTCOORD : c[0] : 0 : 1
#var float4 color : $vin.COLOR0 : COL0 : 1 : 1
#var float2 offset : POINTCOORD : c[1] : -1 : 1
#var float4 main : $vout.COLOR : COL : -1 : 1
PARAM c[2] = { program.local[0..1] };
TEMP R0;
MUL R0, fragment.color.primary, c[0];
ADD result.color, R0, c[1].xyxy;
END
# 2 instructions, 1 R-regs
