!!ARBvp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbvp1
# source file: tests/shaders/flow/dynamic_index_light_select.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbvp1
#program main
#semantic main.mvp
#semantic main.primary
#semantic main.dirs
#semantic main.cols
#var float4 pos : $vin.POSITION : POSITION : 0 : 1
#var float3 N : $vin.NORMAL : NORMAL : 1 : 1
#var float lightIdx : $vin.TEXCOORD2 : TEXCOORD2 : 2 : 1
#var float4 hpos : $vout.POSITION : HPOS : 3 : 1
#var float4 color : $vout.COLOR0 : COL0 : 4 : 1
#var float4x4 mvp :  : c[1], 4 : 5 : 1
#var int primary :  : c[5] : 6 : 1
#var float3 dirs[0] :  : c[6] : 7 : 1
#var float3 dirs[1] :  : c[7] : 7 : 1
#var float3 dirs[2] :  : c[8] : 7 : 1
#var float3 dirs[3] :  : c[9] : 7 : 1
#var float3 dirs[4] :  : c[10] : 7 : 1
#var float3 dirs[5] :  : c[11] : 7 : 1
#var float3 dirs[6] :  : c[12] : 7 : 1
#var float3 dirs[7] :  : c[13] : 7 : 1
#var float3 cols[0] :  : c[14] : 8 : 1
#var float3 cols[1] :  : c[15] : 8 : 1
#var float3 cols[2] :  : c[16] : 8 : 1
#var float3 cols[3] :  : c[17] : 8 : 1
#var float3 cols[4] :  : c[18] : 8 : 1
#var float3 cols[5] :  : c[19] : 8 : 1
#var float3 cols[6] :  : c[20] : 8 : 1
#var float3 cols[7] :  : c[21] : 8 : 1
#const c[0] = 1 0 0.5
PARAM c[22] = { { 1, 0, 0.5 },
		program.local[1..21] };
TEMP R0;
TEMP R1;
ADDRESS A0;
ARL A0.x, c[5].x;
DP3 R0.x, vertex.normal, c[A0.x + 6];
MIN R0.x, R0, c[0];
MAX R0.x, R0, c[0].y;
MUL R1.xyz, c[A0.x + 14], R0.x;
ABS R0.x, vertex.texcoord[2];
FLR R0.x, R0;
ARL A0.x, vertex.texcoord[2].x;
SLT R0.z, vertex.texcoord[2].x, c[0].y;
ADD R0.y, -R0.x, -R0.x;
MAD R0.y, R0, R0.z, R0.x;
DP3 R0.x, vertex.normal, c[A0.x + 6];
ADD R0.y, R0, -c[5].x;
ABS R0.y, R0;
MIN R0.x, R0, c[0];
SLT R0.w, c[0].y, R0.y;
MAX R0.x, R0, c[0].y;
MUL R0.xyz, c[A0.x + 14], R0.x;
MUL R0.xyz, R0, R0.w;
MAD result.color.xyz, R0, c[0].z, R1;
DP4 result.position.w, vertex.position, c[4];
DP4 result.position.z, vertex.position, c[3];
DP4 result.position.y, vertex.position, c[2];
DP4 result.position.x, vertex.position, c[1];
MOV result.color.w, c[0].x;
END
# 25 instructions, 2 R-regs
