!!ARBvp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbvp1
# source file: tests/shaders/vertex/integer_varyings.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbvp1
#program main_vertex
#semantic main_vertex.palette
#semantic main_vertex.viewProj
#var float4 IN.position : $vin.POSITION : POSITION : 0 : 1
#var float4 IN.bones : $vin.BLENDINDICES : ATTR7 : 0 : 1
#var float4 IN.weights : $vin.TEXCOORD1 : TEXCOORD1 : 0 : 1
#var float2 IN.flags : $vin.TEXCOORD2 : TEXCOORD2 : 0 : 1
#var float IN.frame : $vin.TEXCOORD3 : TEXCOORD3 : 0 : 1
#var float4 palette[0] :  : c[5] : 1 : 1
#var float4 palette[1] :  : c[6] : 1 : 1
#var float4 palette[2] :  : c[7] : 1 : 1
#var float4 palette[3] :  : c[8] : 1 : 1
#var float4 palette[4] :  : c[9] : 1 : 1
#var float4 palette[5] :  : c[10] : 1 : 1
#var float4 palette[6] :  : c[11] : 1 : 1
#var float4 palette[7] :  : c[12] : 1 : 1
#var float4 palette[8] :  : c[13] : 1 : 1
#var float4 palette[9] :  : c[14] : 1 : 1
#var float4 palette[10] :  : c[15] : 1 : 1
#var float4 palette[11] :  : c[16] : 1 : 1
#var float4x4 viewProj :  : c[1], 4 : 2 : 1
#var float4 main_vertex.position : $vout.POSITION : HPOS : -1 : 1
#var float4 main_vertex.color : $vout.COLOR0 : COL0 : -1 : 1
#var float4 main_vertex.cell : $vout.TEXCOORD0 : TEX0 : -1 : 1
#const c[0] = -0.5 0 1 0.25
PARAM c[17] = { { -0.5, 0, 1, 0.25 },
		program.local[1..16] };
TEMP R0;
TEMP R1;
TEMP R2;
ADDRESS A0;
ABS R0, vertex.attrib[7];
FLR R0, R0;
ADD R1, -R0, -R0;
SLT R2, vertex.attrib[7], c[0].y;
MAD R0, R1, R2, R0;
ARL A0.x, R0.y;
MUL R1, vertex.texcoord[1].y, c[A0.x + 8];
ARL A0.x, R0.x;
MOV result.color.w, R0;
MOV R0.yzw, R0.xxyz;
FLR R0.x, vertex.texcoord[3];
MOV result.texcoord[0], R0;
SLT R0.zw, c[0].y, vertex.texcoord[2].xyxy;
MAD R1, c[A0.x + 8], vertex.texcoord[1].x, R1;
ADD R1, vertex.position, R1;
ABS R0.y, R0.z;
SGE R0.y, c[0], R0;
DP4 result.position.w, R1, c[4];
DP4 result.position.z, R1, c[3];
DP4 result.position.y, R1, c[2];
DP4 result.position.x, R1, c[1];
MAD result.color.x, R0.y, c[0], c[0].z;
MOV result.color.y, R0.w;
MUL result.color.z, R0.x, c[0].w;
END
# 24 instructions, 3 R-regs
