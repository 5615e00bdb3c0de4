!!ARBfp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbfp1
# source file: tests/shaders/fragment/fx_screen_space_wpos_connector.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbfp1
#program fs_main
#semantic fs_main.scene
#semantic fs_main.ripples
#semantic fs_main.waterColor
#semantic fs_main.refraction
#var float4 IN.wpos : $vin.WPOS : WPOS : 0 : 1
#var float2 IN.uv : $vin.TEXCOORD0 : TEX0 : 0 : 1
#var float3 IN.normal : $vin.TEXCOORD1 : TEX1 : 0 : 1
#var float3 IN.toEye : $vin.TEXCOORD2 : TEX2 : 0 : 1
#var samplerRECT scene :  : texunit 1 : 1 : 1
#var sampler2D ripples :  : texunit 0 : 2 : 1
#var float3 waterColor :  : c[0] : 3 : 1
#var float refraction :  : c[1] : 4 : 1
#var float4 fs_main : $vout.COLOR : COL : -1 : 1
#const c[2] = 2 1 4
PARAM c[3] = { program.local[0..1],
		{ 2, 1, 4 } };
TEMP R0;
TEMP R1;
TEX R0.xyz, fragment.texcoord[0], texture[0], 2D;
MAD R0.xyz, R0, c[2].x, fragment.texcoord[1];
ADD R0.xyz, R0, -c[2].y;
DP3 R0.w, R0, R0;
RSQ R0.w, R0.w;
DP3 R1.x, fragment.texcoord[2], fragment.texcoord[2];
RSQ R1.x, R1.x;
MUL R0.xyz, R0.w, R0;
MUL R1.xyz, R1.x, fragment.texcoord[2];
DP3_SAT R0.w, R1, R0;
MAD R0.xy, R0.xzzw, c[1].x, fragment.position;
TEX R0.xyz, R0, texture[1], RECT;
MUL R1.xyz, R0, c[0];
ADD R0.w, -R0, c[2].y;
POW R0.w, R0.w, c[2].z;
MAD R0.xyz, -R0, c[0], c[0];
MAD result.color.xyz, R0.w, R0, R1;
MOV result.color.w, c[2].y;
END
# 18 instructions, 2 R-regs
