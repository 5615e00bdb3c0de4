!!ARBfp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbfp1
# source file: tests/header/372_point_sprite_coord.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbfp1
#program main
#semantic sprite : TEXUNIT0
#semantic fade
#var float4 v.color : $vin.COLOR0 : COL0 : 0 : 1
#var float2 v.coord : $vin.POINTCOORD : TEX1 : 0 : 1
#var float4 v.tint : $vin.TEX2 : TEX2 : 0 : 1
#var float2 v.unused : $vin.pointcoord :  : 0 : 0
#var float4 world : $vin.TEXCOORD0 : TEX0 : 1 : 1
#var float life : $vin.TEX3 : TEX3 : 2 : 1
#var sampler2D sprite : TEXUNIT0 : texunit 0 : -1 : 1
#var float4 fade :  : c[0] : -1 : 1
#var float4 main : $vout.COLOR : COL : -1 : 1
#var <none>4 $kill_0000 : $vout.$kill : $kill : -1 : 0
#const c[1] = 0.0099999998
PARAM c[2] = { program.local[0],
		{ 0.0099999998 } };
TEMP R0;
TEMP R1;
TEMP R2;
TEX R0, fragment.texcoord[1], texture[0], 2D;
MUL R2, R0, fragment.color.primary;
MUL R1, fragment.texcoord[3].x, c[0];
MAD R1, R2, fragment.texcoord[2], R1;
SLT R0.x, R0.w, c[1];
ADD result.color, R1, fragment.texcoord[0].z;
KIL -R0.x;
END
# 7 instructions, 3 R-regs
