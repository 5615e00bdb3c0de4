!!ARBvp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbvp1
# source file: tests/shaders/vertex/skinning_matrices_past_limit.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbvp1
#program main
#semantic bones
#semantic camera
#semantic cascades
#semantic lightDir
#semantic lightColor
#var float4 IN.pos : $vin.POSITION : POSITION : 0 : 1
#var float3 IN.normal : $vin.NORMAL : NORMAL : 0 : 1
#var float4 IN.bone : $vin.BLENDINDICES : ATTR7 : 0 : 1
#var float4 IN.weight : $vin.TEXCOORD3 : TEXCOORD3 : 0 : 1
#var float2 IN.uv : $vin.TEXCOORD0 : TEXCOORD0 : 0 : 1
#var float4x4 bones[0] :  : c[1], 4 : -1 : 1
#var float4x4 bones[1] :  : c[5], 4 : -1 : 1
#var float4x4 bones[2] :  : c[9], 4 : -1 : 1
#var float4x4 bones[3] :  : c[13], 4 : -1 : 1
#var float4x4 bones[4] :  : c[17], 4 : -1 : 1
#var float4x4 bones[5] :  : c[21], 4 : -1 : 1
#var float4x4 bones[6] :  : c[25], 4 : -1 : 1
#var float4x4 bones[7] :  : c[29], 4 : -1 : 1
#var float4x4 bones[8] :  : c[33], 4 : -1 : 1
#var float4x4 bones[9] :  : c[37], 4 : -1 : 1
#var float4x4 bones[10] :  : c[41], 4 : -1 : 1
#var float4x4 bones[11] :  : c[45], 4 : -1 : 1
#var float4x4 bones[12] :  : c[49], 4 : -1 : 1
#var float4x4 bones[13] :  : c[53], 4 : -1 : 1
#var float4x4 bones[14] :  : c[57], 4 : -1 : 1
#var float4x4 bones[15] :  : c[61], 4 : -1 : 1
#var float4x4 bones[16] :  : c[65], 4 : -1 : 1
#var float4x4 bones[17] :  : c[69], 4 : -1 : 1
#var float4x4 bones[18] :  : c[73], 4 : -1 : 1
#var float4x4 bones[19] :  : c[77], 4 : -1 : 1
#var float4x4 bones[20] :  : c[81], 4 : -1 : 1
#var float4x4 bones[21] :  : c[85], 4 : -1 : 1
#var float4x4 bones[22] :  : c[89], 4 : -1 : 1
#var float4x4 camera.view :  : env[1], 4 : -1 : 1
#var float4x4 camera.proj :  : env[5], 4 : -1 : 1
#var float4x4 cascades[0] :  : env[9], 4 : -1 : 1
#var float4x4 cascades[1] :  : env[13], 4 : -1 : 1
#var float4 lightDir :  : c[93] : -1 : 1
#var float4 lightColor :  : c[94] : -1 : 1
#var float4 main.hpos : $vout.POSITION : HPOS : -1 : 1
#var float4 main.color : $vout.COLOR0 : COL0 : -1 : 1
#var float2 main.uv : $vout.TEXCOORD0 : TEX0 : -1 : 1
#var float4 main.shadow0 : $vout.TEXCOORD1 : TEX1 : -1 : 1
#var float4 main.shadow1 : $vout.TEXCOORD2 : TEX2 : -1 : 1
#const c[0] = 4 1 0
PARAM c[95] = { { 4, 1, 0 },
		program.local[1..94] };
PARAM env[] = { program.env[0..16] };
TEMP R0;
TEMP R1;
TEMP R2;
ADDRESS A0;
FLR R0.y, vertex.attrib[7];
MUL R2.x, R0.y, c[0];
ARL A0.x, R2.x;
FLR R0.x, vertex.attrib[7];
MUL R2.w, R0.x, c[0].x;
DP4 R0.w, vertex.position, c[A0.x + 4];
DP4 R0.z, vertex.position, c[A0.x + 3];
DP4 R0.x, vertex.position, c[A0.x + 1];
DP4 R0.y, vertex.position, c[A0.x + 2];
MUL R1, vertex.texcoord[3].y, R0;
ARL A0.x, R2.w;
DP4 R0.w, c[A0.x + 4], vertex.position;
DP4 R0.z, vertex.position, c[A0.x + 3];
DP4 R0.y, vertex.position, c[A0.x + 2];
DP4 R0.x, vertex.position, c[A0.x + 1];
MAD R1, R0, vertex.texcoord[3].x, R1;
DP4 R0.w, R1, env[4];
DP4 R0.z, R1, env[3];
DP4 R0.x, R1, env[1];
DP4 R0.y, R1, env[2];
ARL A0.x, R2.x;
DP4 result.position.w, R0, env[8];
DP4 result.position.z, R0, env[7];
DP4 result.position.y, R0, env[6];
DP4 result.position.x, R0, env[5];
DP3 R0.z, c[A0.x + 3], vertex.normal;
DP3 R0.x, c[A0.x + 1], vertex.normal;
DP3 R0.y, c[A0.x + 2], vertex.normal;
MUL R2.xyz, vertex.texcoord[3].y, R0;
ARL A0.x, R2.w;
DP3 R0.z, c[A0.x + 3], vertex.normal;
DP3 R0.y, c[A0.x + 2], vertex.normal;
DP3 R0.x, c[A0.x + 1], vertex.normal;
MAD R0.xyz, vertex.texcoord[3].x, R0, R2;
DP3 R0.w, R0, R0;
RSQ R0.w, R0.w;
MUL R0.xyz, R0.w, R0;
DP3 R0.x, R0, -c[93];
MIN R0.x, R0, c[0].y;
MAX R0.x, R0, c[0].z;
DP4 result.texcoord[1].w, R1, env[12];
DP4 result.texcoord[1].z, R1, env[11];
DP4 result.texcoord[1].y, R1, env[10];
DP4 result.texcoord[1].x, R1, env[9];
DP4 result.texcoord[2].w, R1, env[16];
DP4 result.texcoord[2].z, R1, env[15];
DP4 result.texcoord[2].y, R1, env[14];
DP4 result.texcoord[2].x, R1, env[13];
MUL result.color, R0.x, c[94];
MOV result.texcoord[0].xy, vertex.texcoord[0];
END
# 50 instructions, 3 R-regs
