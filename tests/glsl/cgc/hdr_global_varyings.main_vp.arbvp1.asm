!!ARBvp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbvp1
# source file: tests/glsl/cases/hdr_global_varyings.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbvp1
#program main_vp
#semantic main_vp.modelViewProj
#semantic main_vp.lightDir
#var float4 position : $vin.POSITION : POSITION : 0 : 1
#var float4x4 modelViewProj :  : c[1], 4 : 1 : 1
#var float4 lightDir :  : c[5] : 2 : 1
#var float4 color : $vout.COLOR0 : COL0 : 3 : 1
#var float4 uv : $vout.TEXCOORD0 : TEX0 : 4 : 1
#var float3 normal : $vin.NORMAL : NORMAL : -1 : 1
#var float4 vertexColor : $vin.COLOR0 : COLOR0 : -1 : 1
#var float4 offsets[0] : $vin.TEXCOORD5 : TEXCOORD5 : -1 : 1
#var float4 offsets[1] : $vin.TEXCOORD6 : TEXCOORD6 : -1 : 1
#var float4 fogCoord : $vout.TEXCOORD3 : TEX3 : -1 : 1
#var float4 main_vp : $vout.POSITION : HPOS : -1 : 1
#const c[0] = 0
PARAM c[6] = { { 0 },
		program.local[1..5] };
TEMP R0;
TEMP R1;
DP4 R1.x, vertex.position, c[3];
DP3 R0.x, vertex.normal, c[5];
MAX R0.x, R0, c[0];
MUL result.color, vertex.color, R0.x;
MOV R0, vertex.texcoord[6];
ADD result.texcoord[0], vertex.texcoord[5], R0;
MOV result.texcoord[3], R1.x;
DP4 result.position.w, vertex.position, c[4];
MOV result.position.z, R1.x;
DP4 result.position.y, vertex.position, c[2];
DP4 result.position.x, vertex.position, c[1];
END
# 11 instructions, 2 R-regs
