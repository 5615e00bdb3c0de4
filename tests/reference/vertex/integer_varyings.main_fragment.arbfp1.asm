!!ARBfp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbfp1
# source file: tests/shaders/vertex/integer_varyings.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbfp1
#program main_fragment
#semantic main_fragment.scale
#var float2 cell : $vin.TEXCOORD0 : TEX0 : 0 : 1
#var float layer : $vin.TEXCOORD1 : TEX1 : 1 : 1
#var float lit : $vin.TEXCOORD2 : TEX2 : 2 : 1
#var float shade : $vin.TEXCOORD3 : TEX3 : 3 : 1
#var float4 color : $vin.COLOR0 : COL0 : 4 : 1
#var float scale :  : c[0] : 5 : 1
#var float4 main_fragment : $vout.COLOR : COL : -1 : 1
#const c[1] = 1 0
PARAM c[2] = { program.local[0],
		{ 1, 0 } };
TEMP R0;
TEMP R1;
TEMP R2;
ABS R0.xy, fragment.texcoord[0];
FLR R0.zw, R0.xyxy;
SLT R1.x, c[1].y, fragment.texcoord[2];
ABS R2.x, R1;
SLT R0.xy, fragment.texcoord[0], c[1].y;
CMP R0.xy, -R0, -R0.zwzw, R0.zwzw;
FLR R0.w, fragment.texcoord[3].x;
FLR R0.z, fragment.texcoord[1].x;
MUL R0, R0, c[0].x;
MUL R1, R0, fragment.color.primary;
CMP R2.x, -R2, c[1].y, c[1];
CMP result.color, -R2.x, R0, R1;
END
# 12 instructions, 3 R-regs
