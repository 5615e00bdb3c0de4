!!ARBfp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbfp1
# source file: tests/shaders/fragment/texrect_proj.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbfp1
#program main
#semantic main.sceneRect
#semantic main.screenSize
#semantic main.distortion
#var float4 screenPos : $vin.TEXCOORD0 : TEX0 : 0 : 1
#var float3 N : $vin.TEXCOORD1 : TEX1 : 1 : 1
#var samplerRECT sceneRect :  : texunit 0 : 2 : 1
#var float2 screenSize :  : c[0] : 3 : 1
#var float distortion :  : c[1] : 4 : 1
#var float4 main : $vout.COLOR : COL : -1 : 1
#const c[2] = 0.5
PARAM c[3] = { program.local[0..1],
		{ 0.5 } };
TEMP R0;
RCP R0.x, fragment.texcoord[0].w;
MUL R0.zw, fragment.texcoord[1].xyxy, c[1].x;
MUL R0.xy, fragment.texcoord[0], R0.x;
MAD R0.xy, R0, c[2].x, R0.zwzw;
ADD R0.xy, R0, c[2].x;
MUL R0.xy, R0, c[0];
MOV R0.z, fragment.texcoord[0].w;
MUL R0.xy, R0, fragment.texcoord[0].w;
TXP result.color, R0.xyzz, texture[0], RECT;
END
# 9 instructions, 1 R-regs
