!!ARBfp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbfp1
# source file: tests/header/139_sampler_registers.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbfp1
#program main
#semantic main.k : C4
#semantic map0 : TEXUNIT1
#semantic map1 : TEXUNIT0
#semantic shadowMap : TEXUNIT5
#semantic layers : TEXUNIT3
#semantic gradient : TEXUNIT2
#semantic cube
#semantic unusedGeneric
#semantic tint : C[2]
#var float2 uv : $vin.TEXCOORD[1] : TEX1 : 0 : 1
#var float3 dir : $vin.TEXCOORD2 : TEX2 : 1 : 1
#var float4 k : C4 : c[4] : 2 : 1
#var sampler2D map0 : TEXUNIT1 : texunit 1 : -1 : 1
#var sampler2D map1 : TEXUNIT0 : texunit 0 : -1 : 1
#var sampler2D shadowMap : TEXUNIT5 : texunit 5 : -1 : 0
#var sampler2D layers[0] : TEXUNIT3 : texunit 3 : -1 : 0
#var sampler2D layers[1] : TEXUNIT3 : texunit 3 : -1 : 1
#var sampler2D gradient : TEXUNIT2 : texunit 2 : -1 : 1
#var samplerCUBE cube :  : texunit 4 : -1 : 1
#var sampler unusedGeneric :  :  : -1 : 0
#var float4 tint : C[2] : c[2] : -1 : 1
#var float4 main : $vout.COLOR : COL : -1 : 1
#const c[0] = 2
PARAM c[5] = { { 2 },
		program.local[1..4] };
TEMP R0;
TEMP R1;
TEMP R2;
TEX R1, fragment.texcoord[1], texture[0], 2D;
TEX R0, fragment.texcoord[1], texture[1], 2D;
MAD R0, R0, c[0].x, R1;
TEX R2, fragment.texcoord[1], texture[3], 2D;
ADD R2, R0, R2;
TEX R0, fragment.texcoord[1], texture[2], 2D;
TEX R1, fragment.texcoord[2], texture[4], CUBE;
ADD R0, R2, R0;
ADD R0, R0, R1;
ADD R0, R0, c[2];
ADD result.color, R0, c[4];
END
# 11 instructions, 3 R-regs
