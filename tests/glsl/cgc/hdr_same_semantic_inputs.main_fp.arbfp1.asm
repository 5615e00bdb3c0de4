!!ARBfp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbfp1
# source file: tests/glsl/cases/hdr_same_semantic_inputs.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbfp1
#program main_fp
#semantic main_fp.tex : TEXUNIT0
#semantic main_fp.k_mix
#var float4 near : $vin.TEXCOORD0 : TEX0 : 0 : 1
#var float4 far : $vin.TEXCOORD0 : TEX0 : 1 : 0
#var float3 light : $vin.TEXCOORD1 : TEX1 : 2 : 1
#var float3 normal : $vin.TEXCOORD1 : TEX1 : 3 : 0
#var sampler2D tex : TEXUNIT0 : texunit 0 : 4 : 1
#var float4 k_mix :  : c[0] : 5 : 1
#var float4 main_fp : $vout.COLOR : COL : -1 : 1
PARAM c[1] = { program.local[0] };
TEMP R0;
TEMP R1;
MOV R0.xy, fragment.texcoord[0];
ADD R1.xy, -R0, fragment.texcoord[0];
MOV R0.xyz, fragment.texcoord[1];
DP3_SAT R1.z, R0, fragment.texcoord[1];
MAD R1.xy, R1, c[0].x, fragment.texcoord[0];
TEX R0, R1, texture[0], 2D;
MUL result.color, R0, R1.z;
END
# 7 instructions, 2 R-regs
