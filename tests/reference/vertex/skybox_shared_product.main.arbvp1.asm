!!ARBvp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbvp1
# source file: tests/shaders/vertex/skybox_shared_product.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbvp1
#program main
#semantic World
#semantic ViewProjection
#semantic CameraPosition
#semantic FogScale
#var float4 input.Position : $vin.POSITION0 : POSITION : 0 : 1
#var float3 input.Normal : $vin.NORMAL0 :  : 0 : 0
#var float4x4 World :  : c[1], 4 : -1 : 1
#var float4x4 ViewProjection :  : c[5], 4 : -1 : 1
#var float3 CameraPosition :  : c[9] : -1 : 1
#var float FogScale :  : c[10] : -1 : 1
#var float4 main.Position : $vout.POSITION0 : HPOS : -1 : 1
#var float3 main.Direction : $vout.TEXCOORD0 : TEX0 : -1 : 1
#var float main.Fog : $vout.TEXCOORD1 : TEX1 : -1 : 1
#const c[0] = 1 0
PARAM c[11] = { { 1, 0 },
		program.local[1..10] };
TEMP R0;
TEMP R1;
TEMP R2;
MUL R0, vertex.position.y, c[2];
MAD R0, vertex.position.x, c[1], R0;
MAD R0, vertex.position.z, c[3], R0;
MAD R0, vertex.position.w, c[4], R0;
ADD R2.xyz, R0, -c[9];
MUL R1, R0.y, c[6];
MAD R1, R0.x, c[5], R1;
DP3 R2.w, R2, R2;
RSQ R0.y, R2.w;
RCP R0.x, R0.y;
MAD R1, R0.z, c[7], R1;
MUL R0.x, R0, c[10];
MIN R0.x, R0, c[0];
MAD result.position, R0.w, c[8], R1;
MOV result.texcoord[0].xyz, R2;
MAX result.texcoord[1].x, R0, c[0].y;
END
# 16 instructions, 3 R-regs
