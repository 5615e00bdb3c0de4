!!ARBfp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbfp1
# source file: tests/shaders/fragment/sharp_bilinear.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbfp1
#program main_fragment
#semantic main_fragment.s0 : TEXUNIT0
#semantic main_fragment.IN
#var float2 tex : $vin.TEXCOORD0 : TEX0 : 0 : 1
#var sampler2D s0 : TEXUNIT0 : texunit 0 : 1 : 1
#var float2 IN.video_size :  : c[0] : 2 : 1
#var float2 IN.texture_size :  : c[1] : 2 : 1
#var float2 IN.output_size :  : c[2] : 2 : 1
#var float IN.frame_count :  :  : 2 : 0
#var float4 main_fragment : $vout.COLOR : COL : -1 : 1
#const c[3] = 0.5 1
PARAM c[4] = { program.local[0..2],
		{ 0.5, 1 } };
TEMP R0;
TEMP R1;
TEMP R2;
MUL R0.zw, fragment.texcoord[0].xyxy, c[1].xyxy;
RCP R0.y, c[0].y;
RCP R0.x, c[0].x;
MUL R0.xy, R0, c[2];
FLR R0.xy, R0;
MAX R1.xy, R0, c[3].y;
FRC R0.xy, R0.zwzw;
ADD R0.xy, R0, -c[3].x;
FLR R0.zw, R0;
RCP R1.w, R1.y;
RCP R1.z, R1.x;
MAD R1.zw, -R1, c[3].x, c[3].x;
MIN R2.xy, R0, R1.zwzw;
MAX R1.zw, -R1, R2.xyxy;
ADD R0.xy, R0, -R1.zwzw;
MAD R0.xy, R0, R1, R0.zwzw;
ADD R0.zw, R0.xyxy, c[3].x;
RCP R0.y, c[1].y;
RCP R0.x, c[1].x;
MUL R0.xy, R0.zwzw, R0;
TEX result.color.xyz, R0, texture[0], 2D;
MOV result.color.w, c[3].y;
END
# 22 instructions, 3 R-regs
