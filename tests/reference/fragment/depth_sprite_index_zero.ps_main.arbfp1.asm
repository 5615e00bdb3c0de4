!!ARBfp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbfp1
# source file: tests/shaders/fragment/depth_sprite_index_zero.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbfp1
#program ps_main
#semantic ps_main.colorMap
#semantic ps_main.heightMap
#semantic ps_main.fogColor
#semantic ps_main.depthRange
#var float2 uv : $vin.TEXCOORD0 : TEX0 : 0 : 1
#var float4 tint : $vin.COLOR0 : COL0 : 1 : 1
#var float fogIn : $vin.FOG0 : FOGC : 2 : 1
#var float4 screen : $vin.WPOS0 : WPOS : 3 : 1
#var sampler2D colorMap :  : texunit 0 : 4 : 1
#var sampler2D heightMap :  : texunit 1 : 5 : 1
#var float3 fogColor :  : c[0] : 6 : 1
#var float2 depthRange :  : c[1] : 7 : 1
#var float4 ps_main.color : $vout.COLOR0 : COL : -1 : 1
#var float ps_main.depth : $vout.DEPTH0 : DEPR : -1 : 1
#const c[2] = 0.5 0.0040000002
PARAM c[3] = { program.local[0..1],
		{ 0.5, 0.0040000002 } };
TEMP R0;
TEX R0, fragment.texcoord[0], texture[0], 2D;
MUL R0, R0, fragment.color.primary;
MOV result.color.w, R0;
ADD R0.yzw, R0.xxyz, -c[0].xxyz;
MOV_SAT R0.x, fragment.fogcoord;
MAD result.color.xyz, R0.x, R0.yzww, c[0];
TEX R0.x, fragment.texcoord[0], texture[1], 2D;
ADD R0.y, fragment.position.x, fragment.position;
MAD R0.x, -R0, c[1], fragment.position.z;
MUL R0.y, R0, c[2].x;
ADD R0.x, R0, c[1].y;
FRC R0.y, R0;
MAD_SAT result.depth.z, R0.y, c[2].y, R0.x;
END
# 13 instructions, 1 R-regs
