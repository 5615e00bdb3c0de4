!!ARBfp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbfp1
# source file: tests/shaders/fragment/register_sampler_units.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbfp1
#program mainPS
#semantic mainPS.ambient : C0
#semantic map0 : TEXUNIT1
#semantic map1 : TEXUNIT0
#semantic blend : TEXUNIT3
#semantic lightMap : TEXUNIT2
#var float2 uv : $vin.TEXCOORD0 : TEX0 : 0 : 1
#var float2 uvBlend : $vin.TEXCOORD1 : TEX1 : 1 : 1
#var float4 ambient : C0 : c[0] : 2 : 1
#var sampler2D map0 : TEXUNIT1 : texunit 1 : -1 : 1
#var sampler2D map1 : TEXUNIT0 : texunit 0 : -1 : 1
#var sampler2D blend : TEXUNIT3 : texunit 3 : -1 : 1
#var sampler2D lightMap : TEXUNIT2 : texunit 2 : -1 : 1
#var float4 mainPS : $vout.COLOR : COL : -1 : 1
#const c[1] = 1
PARAM c[2] = { program.local[0],
		{ 1 } };
TEMP R0;
TEMP R1;
TEMP R2;
TEX R1.xyz, fragment.texcoord[1], texture[2], 2D;
TEX R0.xyz, fragment.texcoord[0], texture[0], 2D;
TEX R2.xy, fragment.texcoord[1], texture[3], 2D;
MUL R2.yzw, R2.y, R0.xxyz;
TEX R0.xyz, fragment.texcoord[0], texture[1], 2D;
ADD R1.xyz, R1, c[0];
MAD R0.xyz, R0, R2.x, R2.yzww;
MUL result.color.xyz, R0, R1;
MOV result.color.w, c[1].x;
END
# 9 instructions, 3 R-regs
