!!ARBfp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbfp1
# source file: tests/shaders/fragment/cross_faceforward_fp.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbfp1
#program main
#semantic main.frontColor
#semantic main.backColor
#semantic main.anisotropy
#var float3 N : $vin.TEXCOORD0 : TEX0 : 0 : 1
#var float3 V : $vin.TEXCOORD1 : TEX1 : 1 : 1
#var float3 T : $vin.TEXCOORD2 : TEX2 : 2 : 1
#var float3 L : $vin.TEXCOORD3 : TEX3 : 3 : 1
#var float4 frontColor :  : c[0] : 4 : 1
#var float4 backColor :  : c[1] : 5 : 1
#var float anisotropy :  : c[2] : 6 : 1
#var float4 main : $vout.COLOR : COL : -1 : 1
#const c[3] = 0 1 0.30000001
PARAM c[4] = { program.local[0..2],
		{ 0, 1, 0.30000001 } };
TEMP R0;
TEMP R1;
TEMP R2;
TEMP R3;
TEMP R4;
DP3 R0.y, fragment.texcoord[0], fragment.texcoord[0];
RSQ R0.y, R0.y;
DP3 R0.x, fragment.texcoord[1], fragment.texcoord[1];
MUL R1.xyz, R0.y, fragment.texcoord[0];
RSQ R0.x, R0.x;
MUL R0.xyz, R0.x, fragment.texcoord[1];
DP3 R0.w, -R0, R1;
SLT R0.w, R0, c[3].x;
ABS R0.w, R0;
CMP R0.w, -R0, c[3].x, c[3].y;
CMP R1.xyz, -R0.w, -R1, R1;
MUL R2.xyz, R1.zxyw, fragment.texcoord[2].yzxw;
MAD R3.xyz, R1.yzxw, fragment.texcoord[2].zxyw, -R2;
DP3 R0.w, fragment.texcoord[3], fragment.texcoord[3];
RSQ R0.w, R0.w;
MUL R2.xyz, R0.w, fragment.texcoord[3];
ADD R4.xyz, R0, R2;
DP3 R0.y, fragment.texcoord[0], R0;
DP3 R1.w, R3, R3;
RSQ R0.w, R1.w;
MUL R3.xyz, R0.w, R3;
DP3 R0.w, R4, R4;
RSQ R0.x, R0.w;
SLT R0.w, c[3].x, R0.y;
SLT R0.z, R0.y, c[3].x;
ADD R1.w, R0, -R0.z;
MUL R0.xyz, R0.x, R4;
MUL R3.xyz, R3, R1.w;
DP3 R0.x, R3, R0;
DP3_SAT R0.z, R1, R2;
MAD R0.x, -R0, R0, c[3].y;
MAX R0.x, R0, c[3];
RSQ R0.x, R0.x;
RCP R0.x, R0.x;
POW R0.x, R0.x, c[2].x;
ABS R0.y, R0.w;
MUL R0.x, R0, c[3].z;
MOV R1, c[0];
CMP R0.y, -R0, c[3].x, c[3];
CMP R1, -R0.y, c[1], R1;
MAD result.color, R1, R0.z, R0.x;
END
# 41 instructions, 5 R-regs
