!!ARBfp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -quiet -profile arbfp1
# source file: tests/sema/cases/502_arr_local_static_const_int_size.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbfp1
#program main
#semantic main.texel
#semantic source
#var float2 uv : $vin.TEXCOORD0 : TEX0 : 0 : 1
#var float2 texel :  : c[0] : 1 : 1
#var sampler2D source :  : texunit 0 : -1 : 1
#var float4 main : $vout.COLOR : COL : -1 : 1
#const c[1] = 0.13533527 0.36787942 1 0.3319107
#const c[2] = 0 -1 1
PARAM c[3] = { program.local[0],
		{ 0.13533527, 0.36787942, 1, 0.3319107 },
		{ 0, -1, 1 } };
TEMP R0;
TEMP R1;
TEMP R2;
TEMP R3;
MOV R1.xyz, c[2];
MAD R0.xy, R1, c[0], fragment.texcoord[0];
TEX R2.xyz, R0, texture[0], 2D;
ADD R0.xy, fragment.texcoord[0], -c[0];
TEX R0.xyz, R0, texture[0], 2D;
MUL R2.xyz, R2, c[1].y;
MAD R2.xyz, R0, c[1].x, R2;
MAD R0.xy, R1.zyzw, c[0], fragment.texcoord[0];
TEX R0.xyz, R0, texture[0], 2D;
MAD R0.xyz, R0, c[1].x, R2;
MAD R3.xy, R1.yxzw, c[0], fragment.texcoord[0];
TEX R2.xyz, R3, texture[0], 2D;
MAD R2.xyz, R2, c[1].y, R0;
TEX R0.xyz, fragment.texcoord[0], texture[0], 2D;
MAD R0.xyz, R0, c[1].z, R2;
MAD R3.xy, R1.zxzw, c[0], fragment.texcoord[0];
TEX R2.xyz, R3, texture[0], 2D;
MAD R0.xyz, R2, c[1].y, R0;
MAD R2.xy, R1.xzzw, c[0], fragment.texcoord[0];
MAD R2.zw, R1.xyyz, c[0].xyxy, fragment.texcoord[0].xyxy;
TEX R1.xyz, R2.zwzw, texture[0], 2D;
MAD R0.xyz, R1, c[1].x, R0;
TEX R1.xyz, R2, texture[0], 2D;
MAD R0.xyz, R1, c[1].y, R0;
ADD R2.xy, fragment.texcoord[0], c[0];
TEX R1.xyz, R2, texture[0], 2D;
MAD R0.xyz, R1, c[1].x, R0;
MUL result.color.xyz, R0, c[1].w;
MOV result.color.w, c[1].z;
END
# 29 instructions, 4 R-regs
