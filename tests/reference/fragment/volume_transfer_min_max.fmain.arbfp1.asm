!!ARBfp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbfp1
# source file: tests/shaders/fragment/volume_transfer_min_max.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbfp1
#program fmain
#semantic volume
#semantic transfer
#semantic material
#var float3 IN.rayPos : $vin.TEXCOORD0 : TEX0 : 0 : 1
#var float3 IN.normal : $vin.TEXCOORD1 : TEX1 : 0 : 1
#var float3 IN.lightDir : $vin.TEXCOORD2 : TEX2 : 0 : 1
#var sampler3D volume :  : texunit 0 : -1 : 1
#var sampler2D transfer :  : texunit 1 : -1 : 1
#var float4 material :  : c[0] : -1 : 1
#var float4 fmain : $vout.COLOR : COL : -1 : 1
#const c[1] = 0.5 0 2 0.25
#const c[2] = 1 0.1
PARAM c[3] = { program.local[0],
		{ 0.5, 0, 2, 0.25 },
		{ 1, 0.1 } };
TEMP R0;
TEMP R1;
DP3 R0.x, fragment.texcoord[1], fragment.texcoord[1];
RSQ R0.x, R0.x;
MUL R0.xyz, R0.x, fragment.texcoord[1];
DP3 R0.x, R0, fragment.texcoord[2];
MAX R1.x, R0, c[1].y;
MUL_SAT R1.y, R1.x, c[0];
ADD R1.z, R1.y, c[0].x;
ADD R1.w, -R1.x, c[2].x;
MIN_SAT R1.y, R1.w, c[1].x;
MOV R0.y, c[1].x;
TEX R0.x, fragment.texcoord[0], texture[0], 3D;
TEX R0, R0, texture[1], 2D;
MUL_SAT R0.xyz, R0, R1.z;
ADD R0.xyz, R0, R1.y;
MUL R1.y, R0.w, c[0].w;
MIN R0.w, R1.x, c[1].z;
MAD result.color.xyz, R0.w, c[2].y, R0;
MAX_SAT result.color.w, R1.y, c[1];
END
# 18 instructions, 2 R-regs
