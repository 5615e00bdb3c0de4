!!ARBfp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbfp1
# source file: tests/shaders/stdlib/exp_pow.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbfp1
#program fmain
#semantic fmain.density
#semantic fmain.fog_color
#var float4 col : $vin.COLOR0 : COL0 : 0 : 1
#var float3 view : $vin.TEXCOORD0 : TEX0 : 1 : 1
#var float2 offset : $vin.TEXCOORD1 : TEX1 : 2 : 1
#var float density :  : c[0] : 3 : 1
#var float4 fog_color :  : c[1] : 4 : 1
#var float4 fmain : $vout.COLOR : COL : -1 : 1
#const c[2] = 2.718282 0.5 2.71875 -2
PARAM c[3] = { program.local[0..1],
		{ 2.718282, 0.5, 2.71875, -2 } };
TEMP R0;
TEMP R1;
DP3 R0.x, fragment.texcoord[0], fragment.texcoord[0];
RSQ R1.x, R0.x;
RCP R1.z, R1.x;
MUL R1.xy, -fragment.texcoord[1], fragment.texcoord[1];
MUL R1.xy, R1, c[2].y;
MUL R1.z, R1, -c[0].x;
POW R1.z, c[2].x, R1.z;
ADD R0, fragment.color.primary, -c[1];
MAD R0, R1.z, R0, c[1];
MUL R1.z, fragment.color.primary.w, c[2].w;
POW R1.x, c[2].x, R1.x;
POW R1.y, c[2].x, R1.y;
POW R1.z, c[2].z, R1.z;
MUL R1.x, R1, R1.y;
MAD result.color, R0, R1.x, R1.z;
END
# 15 instructions, 2 R-regs
