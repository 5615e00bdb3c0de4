!!ARBfp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbfp1
# source file: tests/shaders/stdlib/clamp_saturate.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbfp1
#program fmain
#semantic fmain.luma
#semantic fmain.chroma
#semantic fmain.lo_level
#var float2 uv : $vin.TEXCOORD0 : TEX0 : 0 : 1
#var sampler2D luma :  : texunit 0 : 1 : 1
#var sampler2D chroma :  : texunit 1 : 2 : 1
#var float4 lo_level :  : c[0] : 3 : 1
#var float4 fmain : $vout.COLOR : COL : -1 : 1
#const c[1] = 0.050000001 0.1 0.89999998 0.0625
#const c[2] = 1.164 1.596 0.5 -0.391
#const c[3] = 0.81300002 2.0179999 1.16 2
#const c[4] = -0.2 1 3 0
PARAM c[5] = { program.local[0],
		{ 0.050000001, 0.1, 0.89999998, 0.0625 },
		{ 1.164, 1.596, 0.5, -0.391 },
		{ 0.81300002, 2.0179999, 1.16, 2 },
		{ -0.2, 1, 3, 0 } };
TEMP R0;
TEMP R1;
TEMP R2;
TEMP R3;
TEX R0.xy, fragment.texcoord[0], texture[1], 2D;
ADD R0.xy, R0, -c[2].z;
MUL R0.zw, -R0.xyyx, c[3].xyxy;
MAD R1.y, R0.x, c[2].w, R0.z;
TEX R0.x, fragment.texcoord[0], texture[0], 2D;
MUL R1.x, R0.y, c[2].y;
MOV R1.z, -R0.w;
ADD R0.x, R0, -c[1].w;
MUL R0.w, R0.x, c[2].x;
ADD_SAT R0.xyz, R0.w, R1;
MIN R3.xyz, R0, c[3].w;
MAD R1.xyz, R0, c[4].z, -c[4].y;
MIN R2.xyz, R0, c[4].y;
MIN R1.xyz, R1, c[4].y;
MAX R2.xyz, R2, c[0];
MAX R1.xyz, R1, c[4].x;
ADD R1.xyz, R1, R2;
MUL R2.xyz, R0, c[3].w;
MAX R3.xyz, R3, c[4].w;
ADD R2.xyz, R2, -c[2].z;
MUL R0.xyz, R0, c[3].z;
ADD R1.xyz, R1, R3;
MIN_SAT R2.xyz, R2, c[1].z;
MAX_SAT R0.xyz, R0, c[1].xxyw;
ADD R0.xyz, R0, R2;
ADD result.color.xyz, R0, R1;
MOV_SAT result.color.w, R0;
END
# 27 instructions, 4 R-regs
