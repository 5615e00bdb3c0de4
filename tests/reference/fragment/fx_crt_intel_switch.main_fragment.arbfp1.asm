!!ARBfp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbfp1
# source file: tests/shaders/fragment/fx_crt_intel_switch.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbfp1
#program main_fragment
#semantic main_fragment.input_texture : TEXUNIT0
#semantic main_fragment.texture_size
#semantic main_fragment.bloom_amount
#var float2 IN.tex_uv : $vin.TEXCOORD0 : TEX0 : 0 : 1
#var float2 IN.pixel : $vin.TEXCOORD1 : TEX1 : 0 : 1
#var float2 IN.blur_dxdy : $vin.TEXCOORD2 : TEX2 : 0 : 1
#var sampler2D input_texture : TEXUNIT0 : texunit 0 : 1 : 1
#var float2 texture_size :  :  : 2 : 0
#var float bloom_amount :  : c[0] : 3 : 1
#var float4 main_fragment : $vout.COLOR : COL : -1 : 1
#const c[1] = 2 0 2.4000001 0.061360002
#const c[2] = 0.24477001 0.38773999 0.5 -6
#const c[3] = 1 0.41666666
PARAM c[4] = { program.local[0],
		{ 2, 0, 2.4000001, 0.061360002 },
		{ 0.24477001, 0.38773999, 0.5, -6 },
		{ 1, 0.41666666 } };
TEMP R0;
TEMP R1;
TEMP R2;
TEMP R3;
MOV R0.xy, fragment.texcoord[2];
ADD R0.zw, fragment.texcoord[0].xyxy, -R0.xyxy;
TEX R2.xyz, R0.zwzw, texture[0], 2D;
MAX R2.xyz, R2, c[1].y;
TEX R1.xyz, fragment.texcoord[0], texture[0], 2D;
MAX R1.xyz, R1, c[1].y;
ADD R0.xy, fragment.texcoord[0], R0;
TEX R0.xyz, R0, texture[0], 2D;
MAX R0.xyz, R0, c[1].y;
FRC R0.w, fragment.texcoord[1].y;
ADD R0.w, R0, -c[2].z;
MUL R0.w, R0, R0;
MUL R0.w, R0, c[2];
EX2 R0.w, R0.w;
POW R1.x, R1.x, c[1].z;
POW R1.y, R1.y, c[1].z;
POW R1.z, R1.z, c[1].z;
MUL R3.xy, fragment.texcoord[2], c[1].x;
POW R2.x, R2.x, c[1].z;
POW R2.z, R2.z, c[1].z;
POW R2.y, R2.y, c[1].z;
MUL R2.xyz, R2, c[2].x;
MAD R2.xyz, R1, c[2].y, R2;
ADD R1.xy, -R3, fragment.texcoord[0];
TEX R1.xyz, R1, texture[0], 2D;
MAX R1.xyz, R1, c[1].y;
POW R1.x, R1.x, c[1].z;
POW R1.y, R1.y, c[1].z;
POW R1.z, R1.z, c[1].z;
POW R0.x, R0.x, c[1].z;
POW R0.y, R0.y, c[1].z;
POW R0.z, R0.z, c[1].z;
MAD R0.xyz, R0, c[2].x, R2;
MAD R0.xyz, R1, c[1].w, R0;
ADD R2.xy, R3, fragment.texcoord[0];
TEX R1.xyz, R2, texture[0], 2D;
MAX R1.xyz, R1, c[1].y;
POW R1.x, R1.x, c[1].z;
POW R1.y, R1.y, c[1].z;
POW R1.z, R1.z, c[1].z;
MAD R0.xyz, R1, c[1].w, R0;
MUL R1.xyz, R0, c[0].x;
ADD R1.w, -R0, c[3].x;
MUL R1.xyz, R1, R1.w;
MAD R0.xyz, R0, R0.w, R1;
MAX R0.xyz, R0, c[1].y;
POW result.color.x, R0.x, c[3].y;
POW result.color.y, R0.y, c[3].y;
POW result.color.z, R0.z, c[3].y;
MOV result.color.w, c[3].x;
END
# 50 instructions, 4 R-regs
