!!ARBvp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbvp1
# source file: tests/shaders/vertex/half_fixed_types.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbvp1
#program main
#semantic main.mvp
#semantic main.normalMat
#semantic main.lightDir
#semantic main.ambient
#var float4 pos : $vin.POSITION : POSITION : 0 : 1
#var float3 N : $vin.NORMAL : NORMAL : 1 : 1
#var float4 color : $vin.COLOR0 : COLOR0 : 2 : 1
#var float2 uv : $vin.TEXCOORD0 : TEXCOORD0 : 3 : 1
#var float4 hpos : $vout.POSITION : HPOS : 4 : 1
#var float4 oColor : $vout.COLOR0 : COL0 : 5 : 1
#var float2 oUv : $vout.TEXCOORD0 : TEX0 : 6 : 1
#var float4x4 mvp :  : c[1], 4 : 7 : 1
#var float3x3 normalMat :  : c[5], 3 : 8 : 1
#var half3 lightDir :  : c[8] : 9 : 1
#var fixed4 ambient :  : c[9] : 10 : 1
#const c[0] = 1 0 4
PARAM c[10] = { { 1, 0, 4 },
		program.local[1..9] };
TEMP R0;
TEMP R1;
MUL R1.x, vertex.texcoord[0], c[0].z;
ABS R1.y, R1.x;
DP3 R0.z, vertex.normal, c[7];
DP3 R0.x, vertex.normal, c[5];
DP3 R0.y, vertex.normal, c[6];
DP3 R0.w, R0, R0;
RSQ R0.w, R0.w;
MUL R0.xyz, R0.w, R0;
DP3 R0.x, R0, c[8];
MIN R0.x, R0, c[0];
MAX R0.x, R0, c[0].y;
ADD R0, R0.x, c[9];
FLR R1.y, R1;
SLT R1.z, R1.x, c[0].y;
ADD R1.x, -R1.y, -R1.y;
MAD R1.x, R1, R1.z, R1.y;
MUL result.color, vertex.color, R0;
MAD result.texcoord[0].x, vertex.texcoord[0], c[0].z, -R1;
DP4 result.position.w, vertex.position, c[4];
DP4 result.position.z, vertex.position, c[3];
DP4 result.position.y, vertex.position, c[2];
DP4 result.position.x, vertex.position, c[1];
MOV result.texcoord[0].y, vertex.texcoord[0];
END
# 23 instructions, 2 R-regs
