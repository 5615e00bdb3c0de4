!!ARBfp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbfp1
# source file: tests/shaders/flow/switch_on_float.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbfp1
#program main
#semantic main.lightDir
#semantic main.materialId
#var float4 albedo : $vin.COLOR0 : COL0 : 0 : 1
#var float3 normal : $vin.TEXCOORD0 : TEX0 : 1 : 1
#var float3 lightDir :  : c[0] : 2 : 1
#var float materialId :  : c[1] : 3 : 1
#var float4 main : $vout.COLOR : COL : -1 : 1
#const c[2] = 1 0 2 -1
#const c[3] = 0.5 0.25
PARAM c[4] = { program.local[0..1],
		{ 1, 0, 2, -1 },
		{ 0.5, 0.25 } };
TEMP R0;
TEMP R1;
TEMP R2;
MOV R0.x, c[2].z;
MUL R0.x, R0, c[1];
ABS R0.y, R0.x;
DP3 R0.z, fragment.texcoord[0], fragment.texcoord[0];
FLR R0.y, R0;
SLT R0.x, R0, c[2].y;
CMP R0.w, -R0.x, -R0.y, R0.y;
ABS R1.x, R0.w;
CMP R1.y, -R1.x, c[2], c[2].x;
ABS R1.y, R1;
ADD R1.w, R0, -c[2].z;
ADD R1.z, R0.w, -c[2].x;
ABS R1.z, R1;
RSQ R0.z, R0.z;
MUL R0.xyz, R0.z, fragment.texcoord[0];
DP3_SAT R2.x, R0, c[0];
ABS R1.w, R1;
CMP R2.w, -R1.z, c[2].y, c[2].x;
CMP R1.w, -R1, c[2].y, c[2].x;
ADD_SAT R2.z, R2.w, R1.w;
CMP R2.y, -R1, c[2], c[2].x;
MUL R1.w, R2.y, R2.z;
MUL R0.xyz, R2.x, fragment.color.primary;
CMP R1.xyz, -R1.x, fragment.color.primary, R0;
MUL R2.w, R2, R1;
MUL R0.xyz, fragment.color.primary, c[3].x;
CMP R0.xyz, -R2.w, R0, R1;
MAD R1.xyz, R2.x, c[3].y, R0;
ADD R2.w, R0, -c[2];
ABS R0.w, R2.z;
CMP R0.xyz, -R1.w, R1, R0;
ABS R2.z, R2.w;
CMP R0.w, -R0, c[2].y, c[2].x;
MUL R2.y, R2, R0.w;
CMP R2.z, -R2, c[2].y, c[2].x;
MUL R2.w, R2.y, R2.z;
ADD R1, -fragment.color.primary, c[2].x;
MOV R0.w, fragment.color.primary;
CMP R0, -R2.w, R1, R0;
ABS R2.z, R2;
CMP R1.w, -R2.z, c[2].y, c[2].x;
ADD R1.xyz, R2.x, -fragment.color.primary;
MUL R1.w, R2.y, R1;
MAD R1.xyz, R1, c[3].x, fragment.color.primary;
CMP result.color.xyz, -R1.w, R1, R0;
MOV result.color.w, R0;
END
# 46 instructions, 3 R-regs
