!!ARBfp1.0
OPTION ATI_draw_buffers;
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbfp1
# source file: tests/glsl/cases/sem_fout_mrt.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbfp1
#program main
#semantic main.albedo
#var float4 t : $vin.TEXCOORD0 : TEX0 : 0 : 1
#var float4 n : $vin.TEXCOORD1 : TEX1 : 1 : 1
#var sampler2D albedo :  : texunit 0 : 2 : 1
#var float4 main.c0 : $vout.COLOR0 : COL : -1 : 1
#var float4 main.c1 : $vout.COLOR1 : COL1 : -1 : 1
#var float4 main.c2 : $vout.COLOR2 : COL2 : -1 : 1
#var float4 main.c3 : $vout.COLOR3 : COL3 : -1 : 1
#var float main.depth : $vout.DEPTH : DEPR : -1 : 1
#const c[0] = 0.5 1
PARAM c[1] = { { 0.5, 1 } };
TEMP R0;
MOV R0, fragment.texcoord[0];
MUL result.color[3], fragment.texcoord[1], R0;
DP3 R0.x, fragment.texcoord[1], fragment.texcoord[1];
RSQ R0.x, R0.x;
MUL R0.yzw, R0.x, fragment.texcoord[1].xxyz;
RCP R0.x, fragment.texcoord[0].w;
MOV result.color[2], fragment.texcoord[0].zwzw;
TEX result.color, fragment.texcoord[0], texture[0], 2D;
MAD result.color[1].xyz, R0.yzww, c[0].x, c[0].x;
MUL result.depth.z, fragment.texcoord[0], R0.x;
MOV result.color[1].w, c[0].y;
END
# 11 instructions, 1 R-regs
