!!ARBfp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -nostdlib -profile arbfp1
# source file: tests/header/302_nostdlib_constructors_and_casts.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbfp1
#program main
#semantic k
#semantic m
#var float4 c : $vin.TEXCOORD0 : TEX0 : 0 : 1
#var float4 k :  : c[3] : -1 : 1
#var float3x3 m :  : c[0], 3 : -1 : 1
#var float4 main : $vout.COLOR : COL : -1 : 1
#const c[4] = 1 2 0
#const c[5] = 9 8 7
PARAM c[6] = { program.local[0..3],
		{ 1, 2, 0 },
		{ 9, 8, 7 } };
TEMP R0;
TEMP R1;
TEMP R2;
ABS R1.x, fragment.texcoord[0];
FLR R1.y, R1.x;
SLT R1.z, c[4], fragment.texcoord[0];
ABS R2.x, R1.z;
SLT R1.x, fragment.texcoord[0], c[4].z;
MOV R0.xy, fragment.texcoord[0];
MOV R0.zw, c[4].xyxy;
CMP R1.x, -R1, -R1.y, R1.y;
MAD R1, R0, c[3], R1.x;
CMP R2.x, -R2, c[4].z, c[4];
ADD R0, R1, R0;
CMP R1, -R2.x, -fragment.texcoord[0], fragment.texcoord[0];
MOV R2.xyz, c[5];
MAD R0, R2.xyzx, c[1].xyzx, R0;
ADD result.color, R0, R1;
END
# 15 instructions, 3 R-regs
