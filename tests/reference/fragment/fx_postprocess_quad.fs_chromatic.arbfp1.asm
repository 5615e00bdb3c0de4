!!ARBfp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbfp1
# source file: tests/shaders/fragment/fx_postprocess_quad.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbfp1
#program fs_chromatic
#semantic fs_chromatic.scene
#semantic fs_chromatic.strength
#semantic fs_chromatic.time
#semantic fs_chromatic.grain
#var float2 uv : $vin.TEXCOORD0 : TEX0 : 0 : 1
#var float2 centered : $vin.TEXCOORD1 : TEX1 : 1 : 1
#var sampler2D scene :  : texunit 0 : 2 : 1
#var float strength :  : c[0] : 3 : 1
#var float time :  : c[1] : 4 : 1
#var float grain :  : c[2] : 5 : 1
#var float4 fs_chromatic : $vout.COLOR : COL : -1 : 1
#const c[3] = 12.9898 78.233002 43758.547 0.5
#const c[4] = 1
PARAM c[5] = { program.local[0..2],
		{ 12.9898, 78.233002, 43758.547, 0.5 },
		{ 1 } };
TEMP R0;
TEMP R1;
ADD R0.xy, fragment.texcoord[0], c[1].x;
MUL R0.xy, R0, c[3];
ADD R0.x, R0, R0.y;
SIN R0.z, R0.x;
MUL R0.xy, fragment.texcoord[1], fragment.texcoord[1];
ADD R0.x, R0, R0.y;
MUL R0.z, R0, c[3];
FRC R0.y, R0.z;
MUL R0.zw, fragment.texcoord[1].xyxy, R0.x;
ADD R1.x, R0.y, -c[3].w;
MAD R0.xy, R0.zwzw, c[0].x, fragment.texcoord[0];
TEX R0.x, R0, texture[0], 2D;
MAD R0.zw, -R0, c[0].x, fragment.texcoord[0].xyxy;
TEX R0.z, R0.zwzw, texture[0], 2D;
TEX R0.y, fragment.texcoord[0], texture[0], 2D;
MAD result.color.xyz, R1.x, c[2].x, R0;
MOV result.color.w, c[4].x;
END
# 17 instructions, 2 R-regs
