!!ARBfp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbfp1
# source file: tests/header/133_sampler_semantics_as_written.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbfp1
#program main
#semantic main.t : TexUnit1
#semantic sa : texunit3
#var float2 uv : $vin.TEXCOORD0 : TEX0 : 0 : 1
#var sampler2D t : TexUnit1 : texunit 1 : 2 : 1
#var sampler2D sa[0] : texunit3 : texunit 3 : -1 : 1
#var sampler2D sa[1] : texunit3 : texunit 3 : -1 : 1
#var float4 main : $vout.COLOR : COL : -1 : 1
TEMP R0;
TEMP R1;
TEMP R2;
TEX R2, fragment.texcoord[0], texture[3], 2D;
TEX R1, fragment.texcoord[0], texture[1], 2D;
TEX R0, fragment.texcoord[0], texture[3], 2D;
ADD R0, R0, R1;
ADD result.color, R0, R2;
END
# 5 instructions, 3 R-regs
