!!ARBvp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbvp1
# source file: tests/shaders/vertex/matrix_operand_narrowed.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbvp1
#program main
#semantic main.world
#semantic main.tint
#semantic main.viewProjection
#var float4 position : $vin.POSITION : POSITION : 0 : 1
#var float3 normal : $vin.NORMAL : NORMAL : 1 : 1
#var float4x4 world :  : c[1], 4 : 2 : 1
#var float3x3 tint :  : c[5], 3 : 3 : 1
#var float4x4 viewProjection :  : c[8], 4 : 4 : 1
#var float3 lit : $vout.TEXCOORD0 : TEX0 : 5 : 1
#var float3 basis : $vout.TEXCOORD1 : TEX1 : 6 : 1
#var float4 main : $vout.POSITION : HPOS : -1 : 1
#const c[0] = 0.5 0
PARAM c[12] = { { 0.5, 0 },
		program.local[1..11] };
TEMP R0;
TEMP R1;
TEMP R2;
MUL R0.xyz, vertex.normal.zxyw, c[2];
MUL R1.xyz, vertex.normal, c[1];
ADD R0.xyz, R0, -c[6];
ADD R1.xyz, R1, -c[5];
ADD result.texcoord[1].xyz, R1, R0;
MOV R2.xy, c[0];
ADD R1.xyz, R2.yyxw, c[3];
MUL R1.xyz, R1, c[7];
DP3 result.texcoord[0].z, R1, vertex.normal;
ADD R1.xyz, R2.xyyw, c[1];
MUL R1.xyz, R1, c[5];
DP4 R0.z, vertex.position, c[3];
DP4 R0.x, vertex.position, c[1];
DP4 R0.y, vertex.position, c[2];
DP4 R0.w, vertex.position, c[4];
DP4 result.position.w, R0, c[11];
DP4 result.position.z, R0, c[10];
DP4 result.position.y, R0, c[9];
DP4 result.position.x, R0, c[8];
ADD R0.xyz, R2.yxyw, c[2];
MUL R0.xyz, R0, c[6];
DP3 result.texcoord[0].y, vertex.normal, R0;
DP3 result.texcoord[0].x, vertex.normal, R1;
END
# 23 instructions, 3 R-regs
