!!ARBfp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbfp1
# source file: tests/glsl/cases/sem_fin_point_coord.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbfp1
#program main_param
#semantic sprite
#semantic glow
#semantic tint
#var float2 coord : $vin.POINTCOORD : TEX0 : 0 : 1
#var float4 color : $vin.COLOR0 : COL0 : 1 : 1
#var float3 world : $vin.TEXCOORD1 : TEX1 : 2 : 1
#var float4 fade : $vin.TEX2 : TEX2 : 3 : 1
#var sampler2D sprite :  : texunit 0 : -1 : 1
#var sampler2D glow :  : texunit 1 : -1 : 1
#var float4 tint :  : c[0] : -1 : 1
#var float4 main_param : $vout.COLOR : COL : -1 : 1
#const c[1] = 1 2
PARAM c[2] = { program.local[0],
		{ 1, 2 } };
TEMP R0;
TEMP R1;
TEMP R2;
MAD R0.xy, fragment.texcoord[0], c[1].y, -c[1].x;
MUL R2.xy, R0, R0;
TEX R1, fragment.texcoord[0], texture[0], 2D;
TEX R0, fragment.texcoord[1], texture[1], 2D;
ADD R2.x, R2, R2.y;
MUL R1, R1, fragment.color.primary;
MUL R0, R0, fragment.texcoord[1].z;
ADD_SAT R2.x, -R2, c[1];
MAD R0, R1, R2.x, R0;
MAD result.color, fragment.texcoord[2], c[0], R0;
END
# 10 instructions, 3 R-regs
