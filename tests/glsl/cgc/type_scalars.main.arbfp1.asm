!!ARBfp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbfp1
# source file: tests/glsl/cases/type_scalars.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbfp1
#program main
#semantic main.count
#semantic main.offs
#semantic main.flip
#semantic main.mask
#semantic main.tint
#semantic main.fx
#semantic main.h
#var float4 a : $vin.TEXCOORD0 : TEX0 : 0 : 1
#var int count :  : c[0] : 1 : 1
#var int2 offs :  : c[1] : 2 : 1
#var bool flip :  : c[2] : 3 : 1
#var bool3 mask :  : c[3] : 4 : 1
#var half4 tint :  : c[4] : 5 : 1
#var fixed3 fx :  : c[5] : 6 : 1
#var half h :  : c[6] : 7 : 1
#var float4 main : $vout.COLOR : COL : -1 : 1
#const c[7] = 0 0.5 0.33333334 3
#const c[8] = 0.25 0.5 0.75 1
#const c[9] = 10
PARAM c[10] = { program.local[0..6],
		{ 0, 0.5, 0.33333334, 3 },
		{ 0.25, 0.5, 0.75, 1 },
		{ 10 } };
TEMP R0;
TEMP R1;
TEMP R2;
MOV R0.zw, c[1].xyxy;
MUL R0.x, R0.w, c[7].z;
FRC R0.y, R0.x;
MUL R0.w, R0.y, c[7];
MOV R0.x, c[6];
MAD R1, fragment.texcoord[0], c[4], R0.x;
ABS R0.y, R0.w;
MUL R0.x, R0.z, c[7].y;
ADD R0.z, R0.y, c[7].y;
ABS R0.y, R0.x;
FLR R2.x, R0.z;
SLT R0.z, R0.w, c[7].x;
CMP R0.z, -R0, -R2.x, R2.x;
SLT R0.x, R0, c[7];
FLR R0.y, R0;
CMP R0.y, -R0.x, -R0, R0;
MOV R0.x, c[7].w;
MAD R0.x, R0, c[0], R0.y;
ADD R0.w, R0.x, -R0.z;
MUL_SAT R0.xyz, fragment.texcoord[0], c[5];
ADD R0, R1, R0;
MUL R2.xy, fragment.texcoord[0], c[9].x;
ABS R1.xy, R2;
MOV R1.zw, c[7].x;
SLT R2.xy, R2, c[7].x;
FLR R1.xy, R1;
CMP R1.xy, -R2, -R1, R1;
ADD R0, R0, R1;
MOV R1.y, c[3];
SLT R1.x, c[7].y, fragment.texcoord[0];
MAD_SAT R1.x, R1, c[2], R1.y;
CMP R1, -R1.x, -R0, R0;
MOV R0.w, c[8];
MOV R0.xyz, c[3];
ADD R2, R0, c[0].x;
ADD R0, fragment.texcoord[0], -c[8];
CMP result.color, -R0, R1, R2;
END
# 37 instructions, 3 R-regs
