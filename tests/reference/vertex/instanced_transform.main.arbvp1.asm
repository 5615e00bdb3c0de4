!!ARBvp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbvp1
# source file: tests/shaders/vertex/instanced_transform.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbvp1
#program main
#semantic main.viewProj
#semantic main.lightDir
#var float4 v.pos : $vin.POSITION : POSITION : 0 : 1
#var float3 v.nrm : $vin.NORMAL : NORMAL : 0 : 1
#var float4 v.row0 : $vin.TEXCOORD4 : TEXCOORD4 : 0 : 1
#var float4 v.row1 : $vin.TEXCOORD5 : TEXCOORD5 : 0 : 1
#var float4 v.row2 : $vin.TEXCOORD6 : TEXCOORD6 : 0 : 1
#var float4 v.instColor : $vin.COLOR1 : COLOR1 : 0 : 1
#var float4 hpos : $vout.POSITION : HPOS : 1 : 1
#var float4 color : $vout.COLOR0 : COL0 : 2 : 1
#var float4x4 viewProj :  : c[1], 4 : 3 : 1
#var float3 lightDir :  : c[5] : 4 : 1
#const c[0] = 0 0.30000001 0.69999999
PARAM c[6] = { { 0, 0.30000001, 0.69999999 },
		program.local[1..5] };
TEMP R0;
TEMP R1;
TEMP R2;
MOV R1.xyz, vertex.normal;
DP3 R0.z, vertex.texcoord[6], R1;
DP3 R0.x, vertex.texcoord[4], R1;
DP3 R0.y, vertex.texcoord[5], R1;
DP3 R0.w, R0, R0;
RSQ R0.w, R0.w;
MUL R1.xyz, R0.w, R0;
MOV R2, vertex.position;
DP3 R1.x, R1, -c[5];
MAX R1.x, R1, c[0];
MAD R1.x, R1, c[0].z, c[0].y;
DP4 R0.z, vertex.texcoord[6], R2;
DP4 R0.y, R2, vertex.texcoord[5];
DP4 R0.x, R2, vertex.texcoord[4];
MOV R0.w, vertex.position;
DP4 result.position.w, R0, c[4];
DP4 result.position.z, R0, c[3];
DP4 result.position.y, R0, c[2];
DP4 result.position.x, R0, c[1];
MUL result.color, vertex.color.secondary, R1.x;
END
# 20 instructions, 3 R-regs
