!!ARBfp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbfp1
# source file: tests/header/138_uniform_members_fragment.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbfp1
#program main_fragment
#semantic main_fragment.PASS1
#semantic main_fragment.L
#var float2 tc : $vin.TEXCOORD0 : TEX0 : 0 : 1
#var float2 PASS1.tc : $vin.TEXCOORD1 : TEX1 : 1 : 1
#var float2 PASS1.texture_size :  : c[4] : 1 : 1
#var sampler2D PASS1.texture : TEXUNIT3 : texunit 3 : 1 : 1
#var float4x4 PASS1.color_matrix :  : c[0], 4 : 1 : 1
#var float4 PASS1.w : $vin.TEX3 : TEX3 : 1 : 1
#var sampler2D L.table :  : texunit 0 : 2 : 1
#var float4 L.k : $vin.TEXCOORD2 : TEX2 : 2 : 1
#var float4 P[0].gain :  :  : 3 : 0
#var float4 P[1].gain :  : c[5] : 3 : 1
#var float4 main_fragment : $vout.COLOR : COL : -1 : 1
PARAM c[6] = { program.local[0..5] };
TEMP R0;
TEMP R1;
TEMP R2;
MUL R0.xy, fragment.texcoord[1], c[4];
TEX R0, R0, texture[3], 2D;
TEX R1, fragment.texcoord[0], texture[0], 2D;
DP4 R2.w, R0, c[3];
DP4 R2.z, R0, c[2];
DP4 R2.x, R0, c[0];
DP4 R2.y, R0, c[1];
MAD R0, R1, fragment.texcoord[2], R2;
ADD R0, R0, c[5];
ADD result.color, R0, fragment.texcoord[3];
END
# 10 instructions, 3 R-regs
