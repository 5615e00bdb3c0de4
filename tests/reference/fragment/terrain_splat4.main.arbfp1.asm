!!ARBfp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbfp1
# source file: tests/shaders/fragment/terrain_splat4.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbfp1
#program main
#semantic main.control : TEXUNIT0
#semantic main.layer0 : TEXUNIT1
#semantic main.layer1 : TEXUNIT2
#semantic main.layer2 : TEXUNIT3
#semantic main.layer3 : TEXUNIT4
#var float2 uv : $vin.TEXCOORD0 : TEX0 : 0 : 1
#var float2 uvTile : $vin.TEXCOORD1 : TEX1 : 1 : 1
#var float4 vcolor : $vin.COLOR0 : COL0 : 2 : 1
#var sampler2D control : TEXUNIT0 : texunit 0 : 3 : 1
#var sampler2D layer0 : TEXUNIT1 : texunit 1 : 4 : 1
#var sampler2D layer1 : TEXUNIT2 : texunit 2 : 5 : 1
#var sampler2D layer2 : TEXUNIT3 : texunit 3 : 6 : 1
#var sampler2D layer3 : TEXUNIT4 : texunit 4 : 7 : 1
#var float4 main : $vout.COLOR : COL : -1 : 1
#const c[0] = 1 0.001
PARAM c[1] = { { 1, 0.001 } };
TEMP R0;
TEMP R1;
TEMP R2;
TEX R1, fragment.texcoord[0], texture[0], 2D;
DP4 R0.x, R1, c[0].x;
MAX R0.x, R0, c[0].y;
RCP R0.w, R0.x;
MUL R1, R1, R0.w;
TEX R0.xyz, fragment.texcoord[1], texture[2], 2D;
MUL R2.xyz, R1.y, R0;
TEX R0.xyz, fragment.texcoord[1], texture[1], 2D;
MAD R2.xyz, R1.x, R0, R2;
TEX R0.xyz, fragment.texcoord[1], texture[3], 2D;
MAD R1.xyz, R1.z, R0, R2;
TEX R0.xyz, fragment.texcoord[1], texture[4], 2D;
MAD R0.xyz, R1.w, R0, R1;
MUL result.color.xyz, R0, fragment.color.primary;
MOV result.color.w, c[0].x;
END
# 15 instructions, 3 R-regs
