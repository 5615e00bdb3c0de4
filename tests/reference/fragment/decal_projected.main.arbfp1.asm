!!ARBfp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbfp1
# source file: tests/shaders/fragment/decal_projected.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbfp1
#program main
#semantic main.worldToDecal
#semantic main.decalTex
#semantic main.decalForward
#semantic main.angleFade
#var float4 wpos : $vin.TEXCOORD0 : TEX0 : 0 : 1
#var float3 N : $vin.TEXCOORD1 : TEX1 : 1 : 1
#var float4x4 worldToDecal :  : c[0], 4 : 2 : 1
#var sampler2D decalTex :  : texunit 0 : 3 : 1
#var float3 decalForward :  : c[4] : 4 : 1
#var float angleFade :  : c[5] : 5 : 1
#var float4 main : $vout.COLOR : COL : -1 : 1
#var <none>4 $kill_0000 : $vout.$kill : $kill : -1 : 0
#const c[6] = 0.5 1
PARAM c[7] = { program.local[0..5],
		{ 0.5, 1 } };
TEMP R0;
TEMP R1;
TEMP R2;
DP3 R0.z, fragment.texcoord[1], fragment.texcoord[1];
RSQ R1.z, R0.z;
MUL R2.xyz, R1.z, fragment.texcoord[1];
DP3 R1.w, R2, -c[4];
MOV R1.z, c[6].y;
DP4 R1.x, fragment.texcoord[0], c[0];
DP4 R1.y, fragment.texcoord[0], c[1];
ADD R0.xy, R1, c[6].x;
TEX R0, R0, texture[0], 2D;
ADD R1.z, R1, -c[5].x;
ADD R2.x, R1.w, -c[5];
RCP R1.w, R1.z;
DP4 R1.z, fragment.texcoord[0], c[2];
MUL_SAT R1.w, R2.x, R1;
ABS R1.xyz, R1;
SLT R1.xyz, -R1, -c[6].x;
MUL result.color.w, R0, R1;
MOV result.color.xyz, R0;
KIL -R1.xyzx;
END
# 19 instructions, 3 R-regs
