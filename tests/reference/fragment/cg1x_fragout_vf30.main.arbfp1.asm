!!ARBfp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbfp1
# source file: tests/shaders/fragment/cg1x_fragout_vf30.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbfp1
#program main
#semantic main.frame
#semantic main.detail
#semantic main.gloss
#semantic main.environment
#semantic main.tint
#semantic main.spread
#var float4 IN.WPOS : $vin.WPOS : WPOS : 0 : 1
#var float4 IN.COL0 : $vin.COL0 : COL0 : 0 : 1
#var float4 IN.COL1 : $vin.COL1 :  : 0 : 0
#var float IN.FOGP : $vin.FOGP :  : 0 : 0
#var float IN.FOGC : $vin.FOGC : FOGC : 0 : 1
#var float4 IN.TEX0 : $vin.TEX0 : TEX0 : 0 : 1
#var float4 IN.TEX1 : $vin.TEX1 : TEX1 : 0 : 1
#var float4 IN.TEX2 : $vin.TEX2 : TEX2 : 0 : 1
#var float4 IN.TEX3 : $vin.TEX3 : TEX3 : 0 : 1
#var float4 IN.TEX4 : $vin.TEX4 :  : 0 : 0
#var float4 IN.TEX5 : $vin.TEX5 :  : 0 : 0
#var float4 IN.TEX6 : $vin.TEX6 :  : 0 : 0
#var float4 IN.TEX7 : $vin.TEX7 :  : 0 : 0
#var samplerRECT frame :  : texunit 0 : 1 : 1
#var sampler2D detail :  : texunit 2 : 2 : 1
#var sampler2D gloss :  : texunit 1 : 3 : 1
#var samplerCUBE environment :  : texunit 3 : 4 : 1
#var half4 tint :  : c[0] : 5 : 1
#var float spread :  : c[1] : 6 : 1
#var float4 main.col : $vout.COL : COL : -1 : 1
#var float main.depth : $vout.DEPR : DEPR : -1 : 1
#const c[2] = 0.25 0.5 -1.5 -0.5
#const c[3] = 1.5 0.5 0.125 0.0625
#const c[4] = 4 0
PARAM c[5] = { program.local[0..1],
		{ 0.25, 0.5, -1.5, -0.5 },
		{ 1.5, 0.5, 0.125, 0.0625 },
		{ 4, 0 } };
TEMP R0;
TEMP R1;
TEMP R2;
MOV R1.xyz, c[2].yzww;
MAD R0.xy, R1.zxzw, c[1].x, fragment.texcoord[0];
MAD R2.xy, R1.yzzw, c[1].x, fragment.texcoord[0];
MAD R1.xy, R1.xzzw, c[1].x, fragment.texcoord[0];
TEX R2, R2, texture[0], RECT;
TEX R0, R0, texture[0], RECT;
ADD R0, R2, R0;
MOV R2.xy, c[3];
TEX R1, R1, texture[0], RECT;
ADD R1, R0, R1;
MAD R2.xy, R2, c[1].x, fragment.texcoord[0];
TEX R2, R2, texture[0], RECT;
ADD R1, R1, R2;
TEX R0, fragment.texcoord[0].z, texture[0], RECT;
MUL R2, R0, c[3].z;
MAD R2, R1, c[2].x, R2;
MUL R0.xy, fragment.texcoord[1], c[4].x;
TXP R1.x, fragment.texcoord[3], texture[0], RECT;
MAD R1, R1.x, c[3].w, R2;
TEX R0, R0, texture[2], 2D;
MUL R1, R1, R0;
TEX R0.x, fragment.texcoord[1], texture[1], 2D;
MUL R0.y, R0.x, c[2].x;
TEX R2.xyz, fragment.texcoord[2], texture[3], CUBE;
MUL R2.xyz, R0.x, R2;
MOV R2.w, c[4].y;
MAD R1, R1, c[0], R2;
MOV R0.x, fragment.fogcoord;
MAD result.color, fragment.color.primary, R0.x, R1;
MAD result.depth.z, fragment.position, c[2].y, R0.y;
END
# 30 instructions, 3 R-regs
