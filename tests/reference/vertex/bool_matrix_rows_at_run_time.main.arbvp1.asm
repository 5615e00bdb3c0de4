!!ARBvp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbvp1
# source file: tests/shaders/vertex/bool_matrix_rows_at_run_time.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbvp1
#program main
#semantic main.modelViewProj
#semantic materialSwitches
#semantic debugRows
#var float4 position : $vin.POSITION : POSITION : 0 : 1
#var float3 normal : $vin.NORMAL : NORMAL : 1 : 1
#var float4 material : $vin.TEXCOORD0 : TEXCOORD0 : 2 : 1
#var float4x4 modelViewProj :  : c[1], 4 : 3 : 1
#var float2x2 materialSwitches[0] :  : c[5], 2 : -1 : 1
#var float2x2 materialSwitches[1] :  : c[7], 2 : -1 : 1
#var float2x2 materialSwitches[2] :  : c[9], 2 : -1 : 1
#var float3x2 debugRows[0] :  : c[11], 3 : -1 : 1
#var float3x2 debugRows[1] :  : c[14], 3 : -1 : 1
#var float3x2 debugRows[2] :  : c[17], 3 : -1 : 1
#var float4 main.hpos : $vout.POSITION : HPOS : -1 : 1
#var float4 main.color : $vout.COLOR0 : COL0 : -1 : 1
#var float4 main.flags : $vout.TEXCOORD0 : TEX0 : -1 : 1
#const c[0] = 2 3 0 1
PARAM c[20] = { { 2, 3, 0, 1 },
		program.local[1..19] };
TEMP R0;
TEMP R1;
ADDRESS A0;
FRC R0.x, vertex.texcoord[0];
MUL R0.x, R0, c[0].y;
FLR R0.x, R0;
MUL R0.z, R0.x, c[0].x;
ARL A0.x, R0.z;
MOV R0.zw, c[A0.x + 5].xyxy;
DP3 R0.y, vertex.normal, vertex.normal;
RSQ R0.y, R0.y;
MUL R0.y, R0, vertex.normal;
MIN R0.y, R0, c[0].w;
MAX R1.x, R0.y, c[0].z;
SLT R0.zw, c[0].z, R0;
FRC R0.y, vertex.texcoord[0];
ADD R0.y, R0.x, R0;
MUL result.color.xy, R0.zwzw, R1.x;
MOV R0.zw, c[A0.x + 6].xyxy;
MUL R0.y, R0, c[0].x;
SLT result.color.zw, c[0].z, R0;
ARL A0.x, R0.y;
MUL R0.z, R0.x, c[0].y;
MOV R0.xy, c[A0.x + 5];
ARL A0.x, R0.z;
SLT result.texcoord[0].xy, c[0].z, R0;
MOV result.texcoord[0].zw, c[A0.x + 13].xyxy;
DP4 result.position.w, vertex.position, c[4];
DP4 result.position.z, vertex.position, c[3];
DP4 result.position.y, vertex.position, c[2];
DP4 result.position.x, vertex.position, c[1];
END
# 28 instructions, 2 R-regs
