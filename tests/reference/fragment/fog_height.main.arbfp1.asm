!!ARBfp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbfp1
# source file: tests/shaders/fragment/fog_height.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbfp1
#program main
#semantic main.camPos
#semantic main.fogColor
#semantic main.density
#semantic main.heightFalloff
#var float4 color : $vin.COLOR0 : COL0 : 0 : 1
#var float3 worldPos : $vin.TEXCOORD0 : TEX0 : 1 : 1
#var float3 camPos :  : c[0] : 2 : 1
#var float3 fogColor :  : c[1] : 3 : 1
#var float density :  : c[2] : 4 : 1
#var float heightFalloff :  : c[3] : 5 : 1
#var float4 main : $vout.COLOR : COL : -1 : 1
#const c[4] = 1 0 2.718282 0.001
PARAM c[5] = { program.local[0..3],
		{ 1, 0, 2.718282, 0.001 } };
TEMP R0;
TEMP R1;
ADD R1.xyz, fragment.texcoord[0], -c[0];
MUL R0.y, R1, c[3].x;
ABS R0.x, R0.y;
SLT R0.x, c[4].w, R0;
ABS R0.x, R0;
POW R0.z, c[4].z, -R0.y;
RCP R0.w, R0.y;
ADD R0.y, -R0.z, c[4].x;
DP3 R0.z, R1, R1;
MUL R0.y, R0, R0.w;
CMP R0.x, -R0, c[4].y, c[4];
CMP R0.x, -R0, c[4], R0.y;
MOV R0.y, c[0];
RSQ R0.z, R0.z;
MUL R0.w, R0.y, -c[3].x;
RCP R0.y, R0.z;
POW R0.z, c[4].z, R0.w;
MUL R0.y, R0, -c[2].x;
MUL R0.y, R0, R0.z;
MUL R0.x, R0.y, R0;
POW R0.x, c[4].z, R0.x;
ADD R1.xyz, -fragment.color.primary, c[1];
ADD_SAT R0.x, -R0, c[4];
MAD result.color.xyz, R0.x, R1, fragment.color.primary;
MOV result.color.w, fragment.color.primary;
END
# 25 instructions, 2 R-regs
