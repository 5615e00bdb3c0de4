!!ARBfp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbfp1
# source file: tests/shaders/fragment/replicated_lane_results.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbfp1
#program fmain
#semantic fmain.heights
#semantic fmain.scale
#var float2 uv : $vin.TEXCOORD0 : TEX0 : 0 : 1
#var float4 grad : $vin.TEXCOORD1 : TEX1 : 1 : 1
#var sampler2D heights :  : texunit 0 : 2 : 1
#var float2 scale :  : c[0] : 3 : 1
#var float4 fmain : $vout.COLOR : COL : -1 : 1
#const c[1] = 0.5 2.718282
PARAM c[2] = { program.local[0],
		{ 0.5, 2.718282 } };
TEMP R0;
TEX R0.xy, fragment.texcoord[0], texture[0], 2D;
ADD R0.xy, R0, -fragment.texcoord[1].zwzw;
MUL R0.xy, R0, c[0];
MUL R0.xy, R0, c[1].x;
POW R0.z, c[1].y, R0.x;
POW R0.w, c[1].y, R0.y;
POW R0.y, c[1].y, -R0.y;
POW R0.x, c[1].y, -R0.x;
ADD R0.xy, R0.zwzw, R0;
MUL R0.xy, R0, c[0];
MAD result.color, R0.xxyy, c[1].x, fragment.texcoord[1].xxyy;
END
# 11 instructions, 1 R-regs
