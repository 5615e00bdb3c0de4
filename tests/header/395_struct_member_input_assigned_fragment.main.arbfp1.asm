!!ARBfp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbfp1
# source file: tests/header/395_struct_member_input_assigned_fragment.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbfp1
#program main
#semantic diffuse
#semantic tint
#var float4 IN.color : $vin.COLOR0 : COL0 : 0 : 0
#var float4 IN.spec : $vin.COLOR1 : COL1 : 0 : 0
#var float2 IN.uv : $vin.TEXCOORD0 : TEX0 : 0 : 1
#var float4 IN.fog : $vin.TEXCOORD1 :  : 0 : 0
#var float4 IN.rim : $vin.TEXCOORD2 :  : 0 : 0
#var sampler2D diffuse :  : texunit 0 : -1 : 1
#var float4 tint :  : c[0] : -1 : 1
#var float4 main : $vout.COLOR : COL : -1 : 1
#const c[1] = 1 0 2
PARAM c[2] = { program.local[0],
		{ 1, 0, 2 } };
TEMP R0;
TEMP R1;
TEMP R2;
MOV R0.x, c[0];
SLT R0.x, c[1].y, R0;
ABS R1.x, R0;
CMP R1.y, -R1.x, c[1], c[1].x;
CMP R2, -R1.y, c[0].wzyx, c[0];
MOV R1.x, c[1].z;
TEX R0, fragment.texcoord[0], texture[0], 2D;
MUL_SAT R1, R1.x, c[0];
MAD R0, R0, R1, R2;
ADD result.color, R0, c[0];
END
# 10 instructions, 3 R-regs
