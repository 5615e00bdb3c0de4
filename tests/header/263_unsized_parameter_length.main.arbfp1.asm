!!ARBfp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbfp1
# source file: tests/header/263_unsized_parameter_length.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbfp1
#program main
#semantic main.lights
#var float4 p : $vin.TEXCOORD0 : TEX0 : 0 : 1
#var float4 lights[0] :  : c[0] : 1 : 1
#var float4 lights[1] :  : c[1] : 1 : 1
#var float4 lights[2] :  : c[2] : 1 : 1
#var float4 lights[3] :  : c[3] : 1 : 1
#var float4 main : $vout.COLOR : COL : -1 : 1
#const c[4] = 4 3 2
PARAM c[5] = { program.local[0..3],
		{ 4, 3, 2 } };
TEMP R0;
TEMP R1;
TEMP R2;
TEMP R3;
MOV R3.xyz, c[4];
MAD R1, fragment.texcoord[0], c[4].x, fragment.texcoord[0];
MAD R2, fragment.texcoord[0].wzyx, c[4].y, R1;
MUL R0, R3.z, c[1];
ADD R0, R0, c[0];
MAD R0, R3.y, c[2], R0;
MAD R1, fragment.texcoord[0].yxwz, c[4].z, -fragment.texcoord[0];
MAD R1, R1, c[4].z, R2;
MAD R0, R3.x, c[3], R0;
MAD result.color, R0, c[4].y, R1;
END
# 10 instructions, 4 R-regs
