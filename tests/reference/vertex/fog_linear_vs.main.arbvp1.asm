!!ARBvp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbvp1
# source file: tests/shaders/vertex/fog_linear_vs.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbvp1
#program main
#semantic main.modelView
#semantic main.proj
#semantic main.fogRange
#var float4 pos : $vin.POSITION : POSITION : 0 : 1
#var float2 uv : $vin.TEXCOORD0 : TEXCOORD0 : 1 : 1
#var float4 oPos : $vout.POSITION : HPOS : 2 : 1
#var float2 oUv : $vout.TEXCOORD0 : TEX0 : 3 : 1
#var float oFog : $vout.FOG : FOGC : 4 : 1
#var float4x4 modelView :  : c[1], 4 : 5 : 1
#var float4x4 proj :  : c[5], 4 : 6 : 1
#var float2 fogRange :  : c[9] : 7 : 1
#const c[0] = 1 0
PARAM c[10] = { { 1, 0 },
		program.local[1..9] };
TEMP R0;
TEMP R1;
ADD R1.y, c[9], -c[9].x;
DP4 R0.z, vertex.position, c[3];
DP4 R0.x, vertex.position, c[1];
DP4 R0.y, vertex.position, c[2];
DP4 R0.w, vertex.position, c[4];
DP3 R1.x, R0, R0;
RSQ R1.x, R1.x;
RCP R1.x, R1.x;
RCP R1.y, R1.y;
ADD R1.x, -R1, c[9].y;
MUL R1.x, R1, R1.y;
MIN R1.x, R1, c[0];
DP4 result.position.w, R0, c[8];
DP4 result.position.z, R0, c[7];
DP4 result.position.y, R0, c[6];
DP4 result.position.x, R0, c[5];
MAX result.fogcoord.x, R1, c[0].y;
MOV result.texcoord[0].xy, vertex.texcoord[0];
END
# 18 instructions, 2 R-regs
