!!ARBvp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbvp1
# source file: tests/shaders/vertex/sprite_2d_ortho.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbvp1
#program main
#semantic main.transform2D
#semantic main.screenSize
#semantic main.tint
#var float2 pos : $vin.POSITION : POSITION : 0 : 1
#var float4 color : $vin.COLOR0 : COLOR0 : 1 : 1
#var float2 uv : $vin.TEXCOORD0 : TEXCOORD0 : 2 : 1
#var float4 oPos : $vout.POSITION : HPOS : 3 : 1
#var float4 oColor : $vout.COLOR0 : COL0 : 4 : 1
#var float2 oUv : $vout.TEXCOORD0 : TEX0 : 5 : 1
#var float3x3 transform2D :  : c[1], 3 : 6 : 1
#var float2 screenSize :  : c[4] : 7 : 1
#var float4 tint :  : c[5] : 8 : 1
#const c[0] = 0 1 2
PARAM c[6] = { { 0, 1, 2 },
		program.local[1..5] };
TEMP R0;
MOV R0.xy, vertex.position;
MOV R0.z, c[0].y;
DP3 R0.w, R0, c[2];
DP3 R0.z, R0, c[1];
RCP R0.y, c[4].y;
RCP R0.x, c[4].x;
MUL R0.xy, R0.zwzw, R0;
MAD R0.xy, R0, c[0].z, -c[0].y;
MOV result.position.x, R0;
MOV result.position.y, -R0;
MUL result.color, vertex.color, c[5];
MOV result.position.zw, c[0].xyxy;
MOV result.texcoord[0].xy, vertex.texcoord[0];
END
# 13 instructions, 1 R-regs
