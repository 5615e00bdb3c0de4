!!ARBfp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbfp1
# source file: tests/shaders/flow/light_loop_break_after_return.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbfp1
#program main
#semantic main.directions
#semantic main.palette
#var float3 normal : $vin.TEXCOORD0 : TEX0 : 0 : 1
#var float4 color : $vin.COLOR0 : COL0 : 1 : 1
#var float3 directions[0] :  : c[0] : 2 : 1
#var float3 directions[1] :  : c[1] : 2 : 1
#var float3 directions[2] :  :  : 2 : 0
#var float3 directions[3] :  :  : 2 : 0
#var float4 palette[0] :  : c[2] : 3 : 1
#var float4 palette[1] :  : c[3] : 3 : 1
#var float4 palette[2] :  : c[4] : 3 : 1
#var float4 main : $vout.COLOR : COL : -1 : 1
#const c[5] = 1 0 2 1.5
#const c[6] = 0.5
PARAM c[7] = { program.local[0..4],
		{ 1, 0, 2, 1.5 },
		{ 0.5 } };
TEMP R0;
TEMP R1;
DP3 R0.y, fragment.texcoord[0], c[0];
CMP R0.w, -R0.y, c[5].x, R0.x;
DP3 R0.z, fragment.texcoord[0], c[1];
CMP R0.x, -R0.y, c[5].y, c[5];
SLT R0.z, c[5].y, R0;
MUL R0.y, R0.x, R0.z;
CMP R0.z, -R0.y, c[5], R0.w;
CMP R0.x, -R0.y, c[5].y, R0;
CMP R1.x, -R0, c[5].y, R0.z;
SLT R1.y, c[6].x, R1.x;
SLT R1.x, c[5].w, R1;
ABS R1.y, R1;
ABS R1.x, R1;
CMP R1.x, -R1, c[5].y, c[5];
CMP R1.y, -R1, c[5], c[5].x;
MOV R0, c[3];
MUL R1.y, R1.x, R1;
CMP R0, -R1.y, c[2], R0;
CMP R0, -R1.x, R0, c[4];
MUL result.color, fragment.color.primary, R0;
END
# 20 instructions, 2 R-regs
