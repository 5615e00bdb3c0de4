!!ARBfp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbfp1
# source file: tests/shaders/fragment/glossy_bias_lookups.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbfp1
#program main
#semantic main.albedo
#semantic main.environment
#semantic main.lightmap
#semantic main.noise
#semantic main.roughness
#semantic main.tint
#var float2 s.uv : $vin.TEXCOORD0 : TEX0 : 0 : 1
#var float3 s.normal : $vin.TEXCOORD1 : TEX1 : 0 : 1
#var float3 s.view : $vin.TEXCOORD2 : TEX2 : 0 : 1
#var float2 s.lightUv : $vin.TEXCOORD3 : TEX3 : 0 : 1
#var sampler2D albedo :  : texunit 0 : 1 : 1
#var samplerCUBE environment :  : texunit 1 : 2 : 1
#var sampler2D lightmap :  : texunit 2 : 3 : 1
#var sampler3D noise :  : texunit 3 : 4 : 1
#var float roughness :  : c[0] : 5 : 1
#var float4 tint :  : c[1] : 6 : 1
#var float4 main : $vout.COLOR : COL : -1 : 1
#const c[2] = -0.5 6 0.5 2
#const c[3] = 1 8
PARAM c[4] = { program.local[0..1],
		{ -0.5, 6, 0.5, 2 },
		{ 1, 8 } };
TEMP R0;
TEMP R1;
TEMP R2;
MOV R0.w, c[2].y;
MUL R2.w, R0, c[0].x;
DP3 R0.y, fragment.texcoord[1], fragment.texcoord[1];
RSQ R0.y, R0.y;
DP3 R0.x, fragment.texcoord[2], fragment.texcoord[2];
MUL R1.xyz, R0.y, fragment.texcoord[1];
RSQ R0.x, R0.x;
MUL R0.xyz, R0.x, fragment.texcoord[2];
DP3 R1.w, R1, -R0;
MUL R1.xyz, R1, R1.w;
MAD R0.xyz, -R1, c[2].w, -R0;
MOV R0.w, R2;
TXB R0.xyz, R0, texture[1], CUBE;
MOV R0.w, c[3].x;
ADD R0.w, R0, -c[0].x;
MUL R0.xyz, R0, R0.w;
MUL R1.xy, fragment.texcoord[0], c[3].y;
MOV R1.z, c[0].x;
MOV R1.w, c[3].x;
TXB R1.x, R1, texture[3], 3D;
MUL R2.xyz, R0, R1.x;
MOV R0.z, c[2].x;
MOV R0.xy, fragment.texcoord[0];
TXB R0, R0.xyzz, texture[0], 2D;
MUL R1.z, R2.w, c[2];
MOV R1.xy, fragment.texcoord[3];
TXB R1.xyz, R1.xyzz, texture[2], 2D;
MAD R0.xyz, R0, R1, R2;
MUL result.color.xyz, R0, c[1];
MOV result.color.w, R0;
END
# 30 instructions, 3 R-regs
