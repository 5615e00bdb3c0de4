!!ARBfp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbfp1
# source file: tests/shaders/fragment/subsurface_wrap.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbfp1
#program main
#semantic main.albedo
#semantic main.thickness
#semantic main.wrap
#semantic main.scatterColor
#semantic main.scatterPower
#var float2 uv : $vin.TEXCOORD0 : TEX0 : 0 : 1
#var float3 N : $vin.TEXCOORD1 : TEX1 : 1 : 1
#var float3 L : $vin.TEXCOORD2 : TEX2 : 2 : 1
#var float3 V : $vin.TEXCOORD3 : TEX3 : 3 : 1
#var sampler2D albedo :  : texunit 1 : 4 : 1
#var sampler2D thickness :  : texunit 0 : 5 : 1
#var float wrap :  : c[0] : 6 : 1
#var float3 scatterColor :  : c[1] : 7 : 1
#var float scatterPower :  : c[2] : 8 : 1
#var float4 main : $vout.COLOR : COL : -1 : 1
#const c[3] = 1 0.2
PARAM c[4] = { program.local[0..2],
		{ 1, 0.2 } };
TEMP R0;
TEMP R1;
TEMP R2;
TEMP R3;
DP3 R0.x, fragment.texcoord[1], fragment.texcoord[1];
RSQ R0.x, R0.x;
MUL R1.xyz, R0.x, fragment.texcoord[1];
DP3 R0.y, fragment.texcoord[3], fragment.texcoord[3];
RSQ R0.y, R0.y;
MUL R2.xyz, R0.y, fragment.texcoord[3];
DP3_SAT R0.y, R1, R2;
ADD R0.w, -R0.y, c[3].x;
MUL R1.w, R0, R0;
MUL R1.w, R1, R0;
DP3 R0.x, fragment.texcoord[2], fragment.texcoord[2];
RSQ R0.x, R0.x;
MUL R0.xyz, R0.x, fragment.texcoord[2];
MAD R3.xyz, R1, c[3].y, R0;
DP3_SAT R0.w, R2, -R3;
DP3 R0.x, R1, R0;
POW R0.w, R0.w, c[2].x;
TEX R2.x, fragment.texcoord[0], texture[0], 2D;
MUL R1.w, R1, c[3].y;
MAD R1.w, R0, R2.x, R1;
MOV R0.w, c[3].x;
ADD R0.w, R0, c[0].x;
RCP R0.y, R0.w;
ADD R0.x, R0, c[0];
MUL_SAT R0.w, R0.x, R0.y;
MUL R2.xyz, R1.w, c[1];
TEX R0.xyz, fragment.texcoord[0], texture[1], 2D;
MAD result.color.xyz, R0, R0.w, R2;
MOV result.color.w, c[3].x;
END
# 29 instructions, 4 R-regs
