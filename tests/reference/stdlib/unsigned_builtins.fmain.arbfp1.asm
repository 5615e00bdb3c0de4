!!ARBfp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbfp1
# source file: tests/shaders/stdlib/unsigned_builtins.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbfp1
#program fmain
#semantic fmain.lightCounts
#semantic fmain.budget
#semantic fmain.flags
#semantic fmain.heat
#var float2 uv : $vin.TEXCOORD0 :  : 0 : 0
#var float4 color : $vin.COLOR0 : COL0 : 1 : 1
#var uint4 lightCounts :  : c[0] : 2 : 1
#var uint4 budget :  : c[1] : 3 : 1
#var uint3 flags :  : c[2] : 4 : 1
#var float4 heat :  : c[3] : 5 : 1
#var float4 fmain : $vout.COLOR : COL : -1 : 1
#const c[4] = 0 1 0.5 0.125
#const c[5] = 0.25
PARAM c[6] = { program.local[0..3],
		{ 0, 1, 0.5, 0.125 },
		{ 0.25 } };
TEMP R0;
TEMP R1;
TEMP R2;
TEMP R3;
TEMP R4;
TEMP R5;
TEMP R6;
MOV R1, c[0];
MOV R0.x, c[4];
SLT R3, c[0], R0.x;
SLT R0, c[4].x, R1;
ADD R4.xyz, -R1, c[2];
SLT R2, c[1], R1;
ADD R0, R0, -R3;
MUL R3, R2, c[3];
MOV R2, c[1];
MAD R3, R0, fragment.color.primary, R3;
SGE R5.xyz, c[2], R2;
ADD R6.xy, -R2, c[0].zwzw;
ABS R2.xy, R6;
SGE R1, c[1], R1;
ABS R0, R0;
CMP R0, -R0, c[4].y, c[4].x;
ADD_SAT R0.x, R0, R0.y;
ADD_SAT R0.x, R0, R0.z;
SLT R2.zw, c[0].xyxy, R2;
CMP R2.xy, -R2, c[4].y, c[4].x;
MUL R2.xy, R2.zwzw, R2;
MOV R2.w, R3;
MOV R4.w, c[5].x;
ABS R4.xyz, R4;
CMP R4.xyz, -R4, c[4].x, R4.w;
MAD R4.xyz, R5, c[4].w, R4;
ADD R3.xyz, R3, R4;
MAD R2.xy, -R2, c[4].z, R3;
MOV R2.z, R3;
MAD R1, R1, c[4].z, c[4].z;
ABS R3.xyz, c[2];
CMP R3.xyz, -R3, c[4].y, c[4].x;
MUL R3.x, R3, R3.y;
MUL R3.x, R3, R3.z;
ABS R0.y, R3.x;
MUL R1, R2, R1;
CMP R0.y, -R0, c[4].x, c[4];
ADD_SAT R0.x, R0, R0.w;
MUL R0.x, R0, R0.y;
CMP result.color, -R0.x, R1, R2;
END
# 40 instructions, 7 R-regs
