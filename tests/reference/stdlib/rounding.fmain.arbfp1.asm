!!ARBfp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbfp1
# source file: tests/shaders/stdlib/rounding.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbfp1
#program fmain
#semantic fmain.h
#var float4 a : $vin.TEXCOORD0 : TEX0 : 0 : 1
#var float4 b : $vin.TEXCOORD1 : TEX1 : 1 : 1
#var half4 h :  : c[0] : 2 : 1
#var float4 fmain : $vout.COLOR : COL : -1 : 1
#const c[1] = 3.7 0.5 0 1.5
PARAM c[2] = { program.local[0],
		{ 3.7, 0.5, 0, 1.5 } };
TEMP R0;
TEMP R1;
TEMP R2;
TEMP R3;
TEMP R4;
MUL R0, fragment.texcoord[0], c[1].x;
FLR R1.zw, -R0.xyyz;
ADD R2.x, R0.w, c[1].y;
FLR R2.w, R2.x;
MOV R1.y, -R1.z;
FLR R4.xyz, R0.xyww;
FRC R2.xyz, R0;
MOV R1.z, -R1.w;
MOV R1.w, R4.z;
ABS R1.x, R0;
ADD R1, R1, R2;
MOV R4.z, c[1].w;
SLT R2, c[1].z, fragment.texcoord[1];
SLT R3, fragment.texcoord[1], c[1].z;
ADD R3, R2, -R3;
MUL R4.zw, R4.z, c[0].xyxy;
FRC R2.zw, R4;
FLR R2.xy, R4.zwzw;
ADD R2, R3, R2;
FLR R3.xy, -R0;
MOV_SAT R0.zw, R0;
CMP R0.xy, R0, -R3, R4;
ADD R0, R1, R0;
ADD result.color, R0, R2;
END
# 24 instructions, 5 R-regs
