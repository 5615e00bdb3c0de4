!!ARBvp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbvp1
# source file: tests/glsl/cases/flow_arrays.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbvp1
#program main
#semantic main.bones
#semantic main.colors
#semantic main.viewProj
#var float4 p : $vin.POSITION : POSITION : 0 : 1
#var float4 idx : $vin.BLENDINDICES : ATTR7 : 1 : 1
#var float4 w : $vin.BLENDWEIGHT : WEIGHT : 2 : 1
#var float4x4 bones[0] :  : c[1], 4 : 3 : 1
#var float4x4 bones[1] :  : c[5], 4 : 3 : 1
#var float4x4 bones[2] :  : c[9], 4 : 3 : 1
#var float4x4 bones[3] :  : c[13], 4 : 3 : 1
#var float4 colors[0] :  : c[21] : 4 : 1
#var float4 colors[1] :  : c[22] : 4 : 1
#var float4 colors[2] :  : c[23] : 4 : 1
#var float4 colors[3] :  : c[24] : 4 : 1
#var float4 colors[4] :  : c[25] : 4 : 1
#var float4 colors[5] :  : c[26] : 4 : 1
#var float4 colors[6] :  : c[27] : 4 : 1
#var float4 colors[7] :  : c[28] : 4 : 1
#var float4x4 viewProj :  : c[17], 4 : 5 : 1
#var float4 color : $vout.COLOR0 : COL0 : 6 : 1
#var float4 main : $vout.POSITION : HPOS : -1 : 1
#const c[0] = 0.5 4
PARAM c[29] = { { 0.5, 4 },
		program.local[1..28] };
TEMP R0;
TEMP R1;
ADDRESS A0;
FLR R0.y, vertex.attrib[7];
MUL R0.y, R0, c[0];
ARL A0.x, R0.y;
FLR R0.x, vertex.attrib[7];
MUL R0.x, R0, c[0].y;
DP4 R1.w, vertex.position, c[A0.x + 4];
DP4 R1.z, vertex.position, c[A0.x + 3];
DP4 R1.x, vertex.position, c[A0.x + 1];
DP4 R1.y, vertex.position, c[A0.x + 2];
ARL A0.x, R0.x;
DP4 R0.w, c[A0.x + 4], vertex.position;
DP4 R0.z, vertex.position, c[A0.x + 3];
DP4 R0.y, vertex.position, c[A0.x + 2];
DP4 R0.x, vertex.position, c[A0.x + 1];
MUL R1, vertex.weight.y, R1;
MAD R0, R0, vertex.weight.x, R1;
DP4 result.position.w, R0, c[20];
DP4 result.position.z, R0, c[19];
DP4 result.position.y, R0, c[18];
DP4 result.position.x, R0, c[17];
MOV R0.x, c[0];
ARL A0.x, vertex.attrib[7].w;
MUL R0, R0.x, c[22];
ADD result.color, R0, c[A0.x + 21];
END
# 24 instructions, 2 R-regs
