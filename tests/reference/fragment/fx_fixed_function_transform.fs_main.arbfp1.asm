!!ARBfp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbfp1
# source file: tests/shaders/fragment/fx_fixed_function_transform.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbfp1
#program fs_main
#semantic fs_main.environment
#semantic fs_main.reflectivity
#var float3 IN.normal : $vin.TEXCOORD0 : TEX0 : 0 : 1
#var float3 IN.view : $vin.TEXCOORD1 : TEX1 : 0 : 1
#var samplerCUBE environment :  : texunit 0 : 1 : 1
#var float reflectivity :  : c[0] : 2 : 1
#var float4 fs_main : $vout.COLOR : COL : -1 : 1
#const c[1] = 0.5 0.2 0.25 0.30000001
#const c[2] = 2 1
PARAM c[3] = { program.local[0],
		{ 0.5, 0.2, 0.25, 0.30000001 },
		{ 2, 1 } };
TEMP R0;
TEMP R1;
DP3 R0.y, fragment.texcoord[1], fragment.texcoord[1];
RSQ R0.y, R0.y;
DP3 R0.x, fragment.texcoord[0], fragment.texcoord[0];
MUL R1.xyz, R0.y, fragment.texcoord[1];
RSQ R0.x, R0.x;
MUL R0.xyz, R0.x, fragment.texcoord[0];
DP3 R0.w, R0, R1;
MUL R0.xzw, R0.xyyz, R0.w;
MAD R1.xyz, -R0.xzww, c[2].x, R1;
MAD_SAT R0.w, R0.y, c[1].x, c[1].x;
TEX R0.xyz, R1, texture[0], CUBE;
MUL R1.xyz, R0.w, c[1].yzww;
MAD R0.xyz, -R0.w, c[1].yzww, R0;
MAD result.color.xyz, R0, c[0].x, R1;
MOV result.color.w, c[2].y;
END
# 15 instructions, 2 R-regs
