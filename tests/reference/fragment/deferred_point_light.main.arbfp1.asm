!!ARBfp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbfp1
# source file: tests/shaders/fragment/deferred_point_light.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbfp1
#program main
#semantic main.gAlbedo : TEXUNIT0
#semantic main.gNormal : TEXUNIT1
#semantic main.gDepth : TEXUNIT2
#semantic main.lightPosView
#semantic main.lightColor
#semantic main.lightRadius
#var float4 screenPos : $vin.TEXCOORD0 : TEX0 : 0 : 1
#var float3 viewRay : $vin.TEXCOORD1 : TEX1 : 1 : 1
#var sampler2D gAlbedo : TEXUNIT0 : texunit 0 : 2 : 1
#var sampler2D gNormal : TEXUNIT1 : texunit 1 : 3 : 1
#var sampler2D gDepth : TEXUNIT2 : texunit 2 : 4 : 1
#var float3 lightPosView :  : c[0] : 5 : 1
#var float3 lightColor :  : c[1] : 6 : 1
#var float lightRadius :  : c[2] : 7 : 1
#var float4 main : $vout.COLOR : COL : -1 : 1
#var <none>4 $kill_0000 : $vout.$kill : $kill : -1 : 0
#const c[3] = 0.5 2 1 64
#const c[4] = 3
PARAM c[5] = { program.local[0..2],
		{ 0.5, 2, 1, 64 },
		{ 3 } };
TEMP R0;
TEMP R1;
TEMP R2;
TEMP R3;
RCP R0.x, fragment.texcoord[0].w;
MUL R0.xy, fragment.texcoord[0], R0.x;
MAD R3.xy, R0, c[3].x, c[3].x;
TEX R0.x, R3, texture[2], 2D;
MUL R2.xyz, fragment.texcoord[1], R0.x;
ADD R1.xyz, -R2, c[0];
DP3 R1.w, R1, R1;
TEX R0, R3, texture[1], 2D;
RSQ R1.w, R1.w;
DP3 R2.w, -R2, -R2;
MUL R1.xyz, R1.w, R1;
RSQ R2.w, R2.w;
MAD R2.xyz, -R2, R2.w, R1;
MAD R0.xyz, R0, c[3].y, -c[3].z;
DP3 R3.z, R2, R2;
DP3 R2.w, R0, R0;
RSQ R3.z, R3.z;
RSQ R2.w, R2.w;
MUL R0.xyz, R2.w, R0;
DP3_SAT R1.z, R0, R1;
MUL R2.xyz, R3.z, R2;
DP3_SAT R2.x, R0, R2;
POW R2.x, R2.x, c[3].w;
MUL R0.w, R0, R2.x;
RCP R0.x, c[2].x;
RCP R1.x, R1.w;
MUL_SAT R1.y, R1.x, R0.x;
TEX R0.xyz, R3, texture[0], 2D;
MAD R0.xyz, R0, R1.z, R0.w;
MUL R0.w, -R1.y, c[3].y;
ADD R1.z, R0.w, c[4].x;
MUL R0.w, R1.y, R1.y;
SLT R1.x, c[2], R1;
MUL R0.xyz, R0, c[1];
MAD R0.w, -R0, R1.z, c[3].z;
MUL result.color.xyz, R0, R0.w;
KIL -R1.x;
MOV result.color.w, c[3].z;
END
# 38 instructions, 4 R-regs
