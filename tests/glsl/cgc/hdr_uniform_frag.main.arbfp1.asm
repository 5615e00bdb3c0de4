!!ARBfp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbfp1
# source file: tests/glsl/cases/hdr_uniform_frag.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbfp1
#program main
#semantic main.volume : TEXUNIT5
#semantic main.ramp
#semantic main.mat
#semantic main.exposure
#semantic globalMap
#semantic boundMap : TEXUNIT3
#semantic envMap
#semantic unusedMap
#semantic layers
#semantic globalTint
#var float2 uv : $vin.TEXCOORD0 : TEX0 : 0 : 1
#var float3 dir : $vin.TEXCOORD1 : TEX1 : 1 : 1
#var sampler3D volume : TEXUNIT5 : texunit 5 : 2 : 1
#var sampler1D ramp :  : texunit 2 : 3 : 1
#var float4 mat.tint :  : c[0] : 4 : 1
#var sampler2D mat.detail :  : texunit 7 : 4 : 1
#var float exposure :  : c[1] : 5 : 1
#var sampler2D globalMap :  : texunit 0 : -1 : 1
#var sampler2D boundMap : TEXUNIT3 : texunit 3 : -1 : 1
#var samplerCUBE envMap :  : texunit 1 : -1 : 1
#var sampler2D unusedMap :  :  : -1 : 0
#var sampler2D layers[0] :  : texunit 4 : -1 : 1
#var sampler2D layers[1] :  : texunit 6 : -1 : 1
#var float4 globalTint :  : c[2] : -1 : 1
#var float4 main : $vout.COLOR : COL : -1 : 1
#const c[3] = 4
PARAM c[4] = { program.local[0..2],
		{ 4 } };
TEMP R0;
TEMP R1;
TEMP R2;
TEMP R3;
TEX R1, fragment.texcoord[0], texture[2], 1D;
TEX R0, fragment.texcoord[1], texture[5], 3D;
ADD R3, R0, R1;
TEX R1, fragment.texcoord[0], texture[3], 2D;
TEX R2, fragment.texcoord[1], texture[1], CUBE;
TEX R0, fragment.texcoord[0], texture[0], 2D;
MAD R0, R1, R2, R0;
ADD R2, R0, R3;
TEX R1, fragment.texcoord[0].yxzw, texture[6], 2D;
TEX R0, fragment.texcoord[0], texture[4], 2D;
MAD R0, R0, R1, R2;
MUL R3.xy, fragment.texcoord[0], c[3].x;
TEX R1, R3, texture[7], 2D;
MAD R0, R1, c[0], R0;
MUL R0, R0, c[1].x;
MUL result.color, R0, c[2];
END
# 16 instructions, 4 R-regs
