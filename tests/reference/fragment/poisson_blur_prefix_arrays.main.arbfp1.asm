!!ARBfp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbfp1
# source file: tests/shaders/fragment/poisson_blur_prefix_arrays.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbfp1
#program main
#semantic main.image
#semantic main.depth
#semantic main.disc
#semantic main.focus
#semantic main.aperture
#var float2 uv : $vin.TEXCOORD0 : TEX0 : 0 : 1
#var sampler2D image :  : texunit 1 : 1 : 1
#var sampler2D depth :  : texunit 0 : 2 : 1
#var float2 disc[0] :  : c[0] : 3 : 1
#var float2 disc[1] :  : c[1] : 3 : 1
#var float2 disc[2] :  : c[2] : 3 : 1
#var float2 disc[3] :  : c[3] : 3 : 1
#var float focus :  : c[4] : 4 : 1
#var float aperture :  : c[5] : 5 : 1
#var float4 main : $vout.COLOR : COL : -1 : 1
#const c[6] = 0.02 0.40000001 0.25 0.2
#const c[7] = 0.15000001
PARAM c[8] = { program.local[0..5],
		{ 0.02, 0.40000001, 0.25, 0.2 },
		{ 0.15000001 } };
TEMP R0;
TEMP R1;
TEMP R2;
TEMP R3;
TEX R0.x, fragment.texcoord[0], texture[0], 2D;
ADD R0.x, R0, -c[4];
ABS R0.x, R0;
MUL_SAT R3.x, R0, c[5];
MUL R3.y, R3.x, c[6].x;
MAD R0.zw, R3.y, c[1].xyxy, fragment.texcoord[0].xyxy;
TEX R1, R0.zwzw, texture[1], 2D;
MAD R0.xy, R3.y, c[0], fragment.texcoord[0];
MUL R1, R1, c[6].z;
TEX R0, R0, texture[1], 2D;
MAD R0, R0, c[6].y, R1;
MAD R2.xy, R3.y, c[2], fragment.texcoord[0];
TEX R1, R2, texture[1], 2D;
MAD R2, R1, c[6].w, R0;
MAD R1.xy, R3.y, c[3], fragment.texcoord[0];
TEX R1, R1, texture[1], 2D;
TEX R0, fragment.texcoord[0], texture[1], 2D;
MAD R1, R1, c[7].x, R2;
ADD R1, R1, -R0;
MAD result.color, R3.x, R1, R0;
END
# 20 instructions, 4 R-regs
