!!ARBfp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbfp1
# source file: tests/shaders/stdlib/glsl_functions.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbfp1
#program fmain
#semantic fmain.source
#semantic fmain.limit
#semantic fmain.exposure
#var float2 uv : $vin.TEXCOORD0 : TEX0 : 0 : 1
#var float4 edges : $vin.TEXCOORD1 : TEX1 : 1 : 1
#var float4 color : $vin.COLOR0 : COL0 : 2 : 1
#var sampler2D source :  : texunit 0 : 3 : 1
#var float4 limit :  : c[0] : 4 : 1
#var float exposure :  : c[1] : 5 : 1
#var float4 fmain : $vout.COLOR : COL : -1 : 1
#const c[2] = 2 0 1 0.69314718
#const c[3] = 0.89999998 0.086643398 0
PARAM c[4] = { program.local[0..1],
		{ 2, 0, 1, 0.69314718 },
		{ 0.89999998, 0.086643398, 0 } };
TEMP R0;
TEMP R1;
TEMP R2;
TEMP R3;
TEMP R4;
TEMP R5;
TEX R0, fragment.texcoord[0], texture[0], 2D;
MUL R3.xyz, R0, c[1].x;
MAD R4.xyz, R3, R3, c[2].z;
MOV_SAT R1.xyz, R3;
MUL R2.xyz, R1, c[3].x;
ADD R1.xyz, -R2, c[2].z;
RSQ R3.w, R4.x;
RCP R4.x, R3.w;
RSQ R4.z, R4.z;
RSQ R3.w, R4.y;
ADD R2.xyz, R2, c[2].z;
RCP R4.y, R3.w;
RCP R4.z, R4.z;
ADD R3.xyz, R3, R4;
RCP R1.x, R1.x;
RCP R1.z, R1.z;
RCP R1.y, R1.y;
MUL R1.xyz, R2, R1;
LG2 R1.x, R1.x;
LG2 R1.z, R1.z;
LG2 R1.y, R1.y;
MUL R5.xyz, -R1, c[3].y;
MOV R1.x, c[2];
ABS R2, fragment.texcoord[1];
MUL R1, R1.x, c[0];
SLT R1, R1, R2;
SGE R2, c[0], R2;
ABS R2, R2;
CMP R2, -R2, c[2].y, c[2].z;
MAD R1, R1, c[2].x, R2;
LG2 R2.x, R3.x;
LG2 R2.y, R3.y;
LG2 R2.z, R3.z;
MAD R3.xyz, R2, c[2].w, R5;
ABS R2, R1;
CMP R2, -R2, c[2].z, c[2].y;
ADD_SAT R1.w, R2.x, R2.y;
ADD_SAT R1.w, R1, R2.z;
ADD R1.xyz, R1, -c[2].x;
ABS R1.xyz, R1;
ADD_SAT R1.w, R1, R2;
SLT R4.xy, fragment.texcoord[0], fragment.texcoord[0].yxzw;
CMP R1.xyz, -R1, c[2].y, c[2].z;
ADD R1.xyz, R1, R4.xyxw;
MUL R1.xyz, R3, R1;
ADD R3.y, fragment.color.primary.w, c[2].z;
MAD R2.x, R3.y, R3.y, -c[2].z;
ABS R3.x, R1.w;
RSQ R2.x, R2.x;
RCP R3.z, R2.x;
MOV R2, fragment.texcoord[1];
ADD R3.y, R3, R3.z;
MOV R1.w, R0;
SGE R2, fragment.color.primary, R2;
LG2 R3.y, R3.y;
MUL R2, R3.y, R2;
MAD R1, R2, c[2].w, R1;
CMP R2.x, -R3, c[2].y, c[2].z;
CMP result.color, -R2.x, R0, R1;
END
# 59 instructions, 6 R-regs
