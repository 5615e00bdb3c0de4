!!ARBvp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbvp1
# source file: tests/glsl/cases/sem_vin_integer_skinning.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbvp1
#program skin_attr
#semantic skin_attr.viewProj
#semantic skin_attr.bonesMatrix
#var float4 position : $vin.ATTR0 : ATTR0 : 0 : 1
#var float2 weights : $vin.ATTR6 : ATTR6 : 1 : 1
#var float2 bones : $vin.ATTR7 : ATTR7 : 2 : 1
#var float count : $vin.ATTR5 : ATTR5 : 3 : 1
#var float4x4 viewProj :  : c[1], 4 : 4 : 1
#var float4x4 bonesMatrix[0] :  : c[5], 4 : 5 : 1
#var float4x4 bonesMatrix[1] :  : c[9], 4 : 5 : 1
#var float4x4 bonesMatrix[2] :  : c[13], 4 : 5 : 1
#var float4x4 bonesMatrix[3] :  : c[17], 4 : 5 : 1
#var float4x4 bonesMatrix[4] :  : c[21], 4 : 5 : 1
#var float4x4 bonesMatrix[5] :  : c[25], 4 : 5 : 1
#var float4x4 bonesMatrix[6] :  : c[29], 4 : 5 : 1
#var float4x4 bonesMatrix[7] :  : c[33], 4 : 5 : 1
#var float4 color : $vout.COLOR0 : COL0 : 6 : 1
#var float4 skin_attr : $vout.POSITION : HPOS : -1 : 1
#const c[0] = 4 1 0 0.125
PARAM c[37] = { { 4, 1, 0, 0.125 },
		program.local[1..36] };
TEMP R0;
TEMP R1;
TEMP R2;
ADDRESS A0;
FLR R0.x, vertex.attrib[7].y;
MUL R0.y, R0.x, c[0].x;
ARL A0.x, R0.y;
FLR R0.x, vertex.attrib[7];
MUL R2.x, R0, c[0];
DP4 R0.w, c[A0.x + 8], vertex.attrib[0];
DP4 R0.z, vertex.attrib[0], c[A0.x + 7];
DP4 R0.x, vertex.attrib[0], c[A0.x + 5];
DP4 R0.y, vertex.attrib[0], c[A0.x + 6];
ARL A0.x, R2.x;
MUL R1, R0, vertex.attrib[6].y;
FLR R2.x, vertex.attrib[5];
DP4 R0.w, vertex.attrib[0], c[A0.x + 8];
DP4 R0.z, vertex.attrib[0], c[A0.x + 7];
DP4 R0.x, vertex.attrib[0], c[A0.x + 5];
DP4 R0.y, vertex.attrib[0], c[A0.x + 6];
MUL R0, vertex.attrib[6].x, R0;
SLT R2.y, c[0], R2.x;
MAD R0, R1, R2.y, R0;
DP4 result.position.w, R0, c[4];
DP4 result.position.z, R0, c[3];
DP4 result.position.y, R0, c[2];
ABS R1.xy, vertex.attrib[7];
DP4 result.position.x, R0, c[1];
FLR R0.xy, R1;
ADD R0.zw, -R0.xyxy, -R0.xyxy;
SLT R1.xy, vertex.attrib[7], c[0].z;
MAD R0.xy, R0.zwzw, R1, R0;
MOV R0.w, c[0].y;
MOV R0.z, R2.x;
MUL result.color, R0, c[0].w;
END
# 31 instructions, 3 R-regs
