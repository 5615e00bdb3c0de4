!!ARBvp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbvp1
# source file: tests/shaders/flow/bool_uniform_features.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbvp1
#program main
#semantic main.mvp
#semantic main.mv
#semantic main.materialColor
#semantic main.useVertexColor
#semantic main.useFog
#semantic main.useTexgen
#semantic main.fogRange
#var float4 pos : $vin.POSITION : POSITION : 0 : 1
#var float4 vcol : $vin.COLOR0 : COLOR0 : 1 : 1
#var float4 tc : $vin.TEXCOORD0 : TEXCOORD0 : 2 : 1
#var float4x4 mvp :  : c[1], 4 : 3 : 1
#var float4x4 mv :  : c[5], 4 : 4 : 1
#var float4 materialColor :  : c[9] : 5 : 1
#var bool useVertexColor :  : c[10] : 6 : 1
#var bool useFog :  : c[11] : 7 : 1
#var bool useTexgen :  : c[12] : 8 : 1
#var float2 fogRange :  : c[13] : 9 : 1
#var float4 main.hpos : $vout.POSITION : HPOS : -1 : 1
#var float4 main.color : $vout.COLOR0 : COL0 : -1 : 1
#var float4 main.tc : $vout.TEXCOORD0 : TEX0 : -1 : 1
#var float main.fog : $vout.FOG : FOGC : -1 : 1
#const c[0] = 0 1
PARAM c[14] = { { 0, 1 },
		program.local[1..13] };
TEMP R0;
TEMP R1;
TEMP R2;
TEMP R3;
MUL R0, vertex.color, c[9];
ABS R2.x, c[10];
SGE R2.w, c[0].x, R2.x;
ADD R1, -R0, c[9];
MAD result.color, R1, R2.w, R0;
ADD R0.y, c[13], -c[13].x;
DP4 R2.z, vertex.position, c[7];
DP4 R2.x, vertex.position, c[5];
DP4 R2.y, vertex.position, c[6];
DP3 R3.x, R2, R2;
RSQ R0.x, R3.x;
RCP R0.x, R0.x;
RCP R0.y, R0.y;
ADD R0.x, -R0, c[13].y;
MUL R0.x, R0, R0.y;
MIN R1.x, R0, c[0].y;
MAX R1.y, R1.x, c[0].x;
DP4 R2.w, vertex.position, c[8];
ABS R1.x, c[12];
ADD R1.y, R1, -c[0];
MUL R1.y, R1, c[11].x;
ADD R0, vertex.texcoord[0], -R2;
SGE R1.x, c[0], R1;
MAD result.texcoord[0], R0, R1.x, R2;
ADD result.fogcoord.x, R1.y, c[0].y;
DP4 result.position.w, vertex.position, c[4];
DP4 result.position.z, vertex.position, c[3];
DP4 result.position.y, vertex.position, c[2];
DP4 result.position.x, vertex.position, c[1];
END
# 29 instructions, 4 R-regs
