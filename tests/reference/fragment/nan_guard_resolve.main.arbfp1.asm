!!ARBfp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbfp1
# source file: tests/shaders/fragment/nan_guard_resolve.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbfp1
#program main
#semantic main.current
#semantic main.history
#semantic main.blend
#var float2 uv : $vin.TEXCOORD0 : TEX0 : 0 : 1
#var sampler2D current :  : texunit 0 : 1 : 1
#var sampler2D history :  : texunit 1 : 2 : 1
#var float blend :  : c[0] : 3 : 1
#var float4 main : $vout.COLOR : COL : -1 : 1
#const c[1] = 1 0 2
PARAM c[2] = { program.local[0],
		{ 1, 0, 2 } };
TEMP R0;
TEMP R1;
TEMP R2;
TEMP R3;
TEX R0, fragment.texcoord[0], texture[1], 2D;
ADD R1, R0, -R0;
MAD R2, -R0, c[1].z, R0;
ABS R3, R0;
ABS R1, R1;
CMP R1, -R1, c[1].x, c[1].y;
ADD_SAT R1.x, R1, R1.y;
ABS R2, R2;
CMP R3, -R3, c[1].x, c[1].y;
CMP R2, -R2, c[1].y, c[1].x;
MUL R2, R2, R3;
ADD_SAT R2.x, R2, R2.y;
ADD_SAT R1.y, R2.x, R2.z;
ADD_SAT R1.x, R1, R1.z;
ADD_SAT R2.y, R1, R2.w;
ADD_SAT R2.x, R1, R1.w;
TEX R1, fragment.texcoord[0], texture[0], 2D;
ADD_SAT R2.x, R2, R2.y;
CMP R0, -R2.x, R1, R0;
ADD R1, R1, -R0;
MAD R0, R1, c[0].x, R0;
MAD R2, -R0, c[1].z, R0;
ABS R3, R2;
ADD R1, R0, -R0;
ABS R1, R1;
ABS R2, R0;
CMP R3, -R3, c[1].x, c[1].y;
CMP R2, -R2, c[1].y, c[1].x;
ADD_SAT R2, R2, R3;
CMP R1, -R1, c[1].y, c[1].x;
MUL R1, R1, R2;
MUL R1.x, R1, R1.y;
MUL R1.x, R1, R1.z;
MUL R1.x, R1, R1.w;
ABS R1.x, R1;
CMP R1.x, -R1, c[1].y, c[1];
CMP result.color, -R1.x, c[1].xyxx, R0;
END
# 37 instructions, 4 R-regs
