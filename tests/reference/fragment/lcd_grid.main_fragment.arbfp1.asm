!!ARBfp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbfp1
# source file: tests/shaders/fragment/lcd_grid.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbfp1
#program main_fragment
#semantic main_fragment.s0 : TEXUNIT0
#semantic main_fragment.prev : TEXUNIT1
#semantic main_fragment.IN
#semantic main_fragment.gridStrength
#semantic main_fragment.ghosting
#var float2 tex : $vin.TEXCOORD0 : TEX0 : 0 : 1
#var sampler2D s0 : TEXUNIT0 : texunit 0 : 1 : 1
#var sampler2D prev : TEXUNIT1 : texunit 1 : 2 : 1
#var float2 IN.video_size :  :  : 3 : 0
#var float2 IN.texture_size :  : c[0] : 3 : 1
#var float2 IN.output_size :  :  : 3 : 0
#var float IN.frame_count :  :  : 3 : 0
#var float gridStrength :  : c[1] : 4 : 1
#var float ghosting :  : c[2] : 5 : 1
#var float4 main_fragment : $vout.COLOR : COL : -1 : 1
#const c[3] = 6.6666665 -6.6666679 1 3
#const c[4] = 2
PARAM c[5] = { program.local[0..2],
		{ 6.6666665, -6.6666679, 1, 3 },
		{ 2 } };
TEMP R0;
TEMP R1;
MUL R0.xy, fragment.texcoord[0], c[0];
FRC R0.xy, R0;
ADD R0.zw, R0.xyxy, -c[3].z;
MUL_SAT R1.xy, R0.zwzw, c[3].y;
MUL R1.zw, -R1.xyxy, c[4].x;
MUL_SAT R0.zw, R0.xyxy, c[3].x;
MUL R0.xy, -R0.zwzw, c[4].x;
MUL R0.zw, R0, R0;
ADD R0.xy, R0, c[3].w;
MUL R0.xy, R0.zwzw, R0;
ADD R1.zw, R1, c[3].w;
MUL R1.xy, R1, R1;
MUL R1.xy, R1, R1.zwzw;
MUL R0.xy, R0, R1;
MAD R0.w, R0.x, R0.y, -c[3].z;
MUL R0.w, R0, c[1].x;
TEX R0.xyz, fragment.texcoord[0], texture[0], 2D;
TEX R1.xyz, fragment.texcoord[0], texture[1], 2D;
MAX R1.xyz, R0, R1;
ADD R1.xyz, R1, -R0;
ADD R0.w, R0, c[3].z;
MAD R0.xyz, R1, c[2].x, R0;
MUL result.color.xyz, R0, R0.w;
MOV result.color.w, c[3].z;
END
# 24 instructions, 2 R-regs
