!!ARBfp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbfp1
# source file: tests/glsl/cases/sem_fout_depth_vector.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbfp1
#program main
#var float4 t : $vin.TEXCOORD0 : TEX0 : 0 : 1
#var float4 color : $vout.COLOR : COL : 1 : 1
#var float4 depth : $vout.DEPTH : DEPR : 2 : 1
#const c[0] = 2
PARAM c[1] = { { 2 } };
MUL result.color, fragment.texcoord[0], c[0].x;
MOV result.depth.z, fragment.texcoord[0].y;
END
# 2 instructions, 0 R-regs
