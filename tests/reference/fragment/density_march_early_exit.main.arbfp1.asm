!!ARBfp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbfp1
# source file: tests/shaders/fragment/density_march_early_exit.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbfp1
#program main
#semantic main.density_map : TEXUNIT0
#semantic main.step_scale
#var float3 IN.ray_start : $vin.TEXCOORD0 : TEX0 : 0 : 1
#var float3 IN.ray_step : $vin.TEXCOORD1 : TEX1 : 0 : 1
#var float4 IN.fog_color : $vin.COLOR0 : COL0 : 0 : 1
#var sampler3D density_map : TEXUNIT0 : texunit 0 : 1 : 1
#var float step_scale :  : c[0] : 2 : 1
#var float4 main : $vout.COLOR : COL : -1 : 1
#const c[1] = 1
PARAM c[2] = { program.local[0],
		{ 1 } };
TEMP R0;
TEMP R1;
MOV R0.xyz, fragment.texcoord[1];
ADD R1.xyz, fragment.texcoord[0], R0;
TEX R0.w, fragment.texcoord[0], texture[0], 3D;
MUL R1.w, R0, c[0].x;
ADD R0.xyz, R1, fragment.texcoord[1];
TEX R0.w, R1, texture[0], 3D;
MAD R1.x, R0.w, c[0], R1.w;
ADD R0.w, R1, -c[1].x;
CMP R1.x, R0.w, R1, R1.w;
TEX R0.w, R0, texture[0], 3D;
MAD R0.w, R0, c[0].x, R1.x;
SLT R1.z, R1.x, c[1].x;
SLT R1.y, R1.w, c[1].x;
MUL R1.y, R1, R1.z;
CMP R1.x, -R1.y, R0.w, R1;
SLT R1.z, R1.x, c[1].x;
ADD R0.xyz, fragment.texcoord[1], R0;
TEX R0.w, R0, texture[0], 3D;
MAD R0.w, R0, c[0].x, R1.x;
MUL R1.y, R1, R1.z;
CMP R1.x, -R1.y, R0.w, R1;
SLT R1.z, R1.x, c[1].x;
ADD R0.xyz, fragment.texcoord[1], R0;
TEX R0.w, R0, texture[0], 3D;
MUL R1.y, R1, R1.z;
MAD R0.w, R0, c[0].x, R1.x;
CMP R1.z, -R1.y, R0.w, R1.x;
ADD R0.xyz, fragment.texcoord[1], R0;
TEX R0.w, R0, texture[0], 3D;
SLT R1.x, R1.z, c[1];
MAD R0.w, R0, c[0].x, R1.z;
MUL R1.x, R1.y, R1;
CMP R1.y, -R1.x, R0.w, R1.z;
ADD R0.xyz, fragment.texcoord[1], R0;
TEX R0.w, R0, texture[0], 3D;
SLT R1.z, R1.y, c[1].x;
ADD R0.xyz, fragment.texcoord[1], R0;
MAD R0.w, R0, c[0].x, R1.y;
MUL R1.x, R1, R1.z;
CMP R1.y, -R1.x, R0.w, R1;
TEX R0.w, R0, texture[0], 3D;
SLT R0.x, R1.y, c[1];
MAD R0.y, R0.w, c[0].x, R1;
MUL R0.x, R1, R0;
CMP R0.x, -R0, R0.y, R1.y;
MOV_SAT result.color.w, R0.x;
MOV result.color.xyz, fragment.color.primary;
END
# 47 instructions, 2 R-regs
