!!ARBfp1.0
OPTION ATI_draw_buffers;
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbfp1
# source file: tests/header/203_matrix_varyings_fragment.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbfp1
#program main
#var float3x3 tbn : $vin.TEXCOORD1 : TEX1, 3 : 0 : 1
#var float2x4 unread : $vin.TEXCOORD5 : , 2 : 1 : 0
#var float4 p : $vin.TEXCOORD0 : TEX0 : 2 : 1
#var float2x4 main : $vout.COLOR2 : COL2, 2 : -1 : 1
#const c[0] = 2 1
PARAM c[1] = { { 2, 1 } };
TEMP R0;
MOV R0.xyz, fragment.texcoord[0];
MUL result.color[3], fragment.texcoord[0], c[0].x;
DP3 result.color[2].x, fragment.texcoord[1], R0;
DP3 result.color[2].y, fragment.texcoord[2], R0;
DP3 result.color[2].z, fragment.texcoord[3], R0;
MOV result.color[2].w, c[0].y;
END
# 6 instructions, 1 R-regs
