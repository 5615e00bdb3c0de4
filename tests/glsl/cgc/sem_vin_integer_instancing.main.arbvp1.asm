!!ARBvp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbvp1
# source file: tests/glsl/cases/sem_vin_integer_instancing.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbvp1
#program main
#semantic main.viewProj
#semantic main.offsets
#semantic main.tint
#var float4 position : $vin.POSITION : POSITION : 0 : 1
#var float2 uv : $vin.TEXCOORD0 : TEXCOORD0 : 1 : 1
#var float id : $vin.TEXCOORD3 : TEXCOORD3 : 2 : 1
#var float4x4 viewProj :  : c[1], 4 : 3 : 1
#var float4 offsets[0] :  : c[5] : 4 : 1
#var float4 offsets[1] :  : c[6] : 4 : 1
#var float4 offsets[2] :  : c[7] : 4 : 1
#var float4 offsets[3] :  : c[8] : 4 : 1
#var float4 offsets[4] :  : c[9] : 4 : 1
#var float4 offsets[5] :  : c[10] : 4 : 1
#var float4 offsets[6] :  : c[11] : 4 : 1
#var float4 offsets[7] :  : c[12] : 4 : 1
#var float4 offsets[8] :  : c[13] : 4 : 1
#var float4 offsets[9] :  : c[14] : 4 : 1
#var float4 offsets[10] :  : c[15] : 4 : 1
#var float4 offsets[11] :  : c[16] : 4 : 1
#var float4 offsets[12] :  : c[17] : 4 : 1
#var float4 offsets[13] :  : c[18] : 4 : 1
#var float4 offsets[14] :  : c[19] : 4 : 1
#var float4 offsets[15] :  : c[20] : 4 : 1
#var float4 tint :  : c[21] : 5 : 1
#var float2 oUv : $vout.TEXCOORD0 : TEX0 : 6 : 1
#var float4 oColor : $vout.COLOR0 : COL0 : 7 : 1
#var float4 main : $vout.POSITION : HPOS : -1 : 1
#const c[0] = 0.25 0.0625 0.5 0
#const c[22] = 4 1
PARAM c[23] = { { 0.25, 0.0625, 0.5, 0 },
		program.local[1..21],
		{ 4, 1 } };
TEMP R0;
TEMP R1;
ADDRESS A0;
ABS R0.x, vertex.texcoord[3];
FLR R0.x, R0;
ADD R0.y, -R0.x, -R0.x;
SLT R0.z, vertex.texcoord[3].x, c[0].w;
MAD R0.x, R0.y, R0.z, R0;
MUL R0.w, R0.x, c[0].x;
FRC R0.y, R0.w;
MUL R0.y, R0, c[22].x;
ABS R0.z, R0.y;
ABS R1.x, R0.w;
ADD R0.z, R0, c[0];
FLR R1.x, R1;
SLT R1.y, R0.w, c[0].w;
ADD R0.w, -R1.x, -R1.x;
MAD R0.w, R0, R1.y, R1.x;
SLT R1.x, R0.y, c[0].w;
FLR R0.z, R0;
ADD R0.y, -R0.z, -R0.z;
MAD R0.z, R0.y, R1.x, R0;
ADD R0.zw, vertex.texcoord[0].xyxy, R0;
ADD R0.x, R0, c[22].y;
MUL R1, R0.x, c[21];
MUL result.texcoord[0].xy, R0.zwzw, c[0].x;
ARL A0.x, vertex.texcoord[3].x;
ADD R0, vertex.position, c[A0.x + 5];
MUL result.color, R1, c[0].y;
DP4 result.position.w, R0, c[4];
DP4 result.position.z, R0, c[3];
DP4 result.position.y, R0, c[2];
DP4 result.position.x, R0, c[1];
END
# 30 instructions, 2 R-regs
