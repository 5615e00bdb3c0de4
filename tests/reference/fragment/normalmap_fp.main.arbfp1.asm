!!ARBfp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbfp1
# source file: tests/shaders/fragment/normalmap_fp.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbfp1
#program main
#semantic main.diffuseMap : TEXUNIT0
#semantic main.normalMap : TEXUNIT1
#semantic main.glossMap : TEXUNIT2
#semantic main.lightColor
#semantic main.specPower
#var float2 uv : $vin.TEXCOORD0 : TEX0 : 0 : 1
#var float3 L : $vin.TEXCOORD1 : TEX1 : 1 : 1
#var float3 V : $vin.TEXCOORD2 : TEX2 : 2 : 1
#var sampler2D diffuseMap : TEXUNIT0 : texunit 0 : 3 : 1
#var sampler2D normalMap : TEXUNIT1 : texunit 1 : 4 : 1
#var sampler2D glossMap : TEXUNIT2 : texunit 2 : 5 : 1
#var float3 lightColor :  : c[0] : 6 : 1
#var float specPower :  : c[1] : 7 : 1
#var float4 main : $vout.COLOR : COL : -1 : 1
#const c[2] = 2 1 0
PARAM c[3] = { program.local[0..1],
		{ 2, 1, 0 } };
TEMP R0;
TEMP R1;
TEMP R2;
DP3 R0.w, fragment.texcoord[1], fragment.texcoord[1];
RSQ R0.w, R0.w;
TEX R0.xyz, fragment.texcoord[0], texture[1], 2D;
MUL R1.xyz, R0.w, fragment.texcoord[1];
DP3 R1.w, fragment.texcoord[2], fragment.texcoord[2];
RSQ R0.w, R1.w;
MAD R2.xyz, R0.w, fragment.texcoord[2], R1;
MAD R0.xyz, R0, c[2].x, -c[2].y;
DP3 R1.w, R2, R2;
DP3 R0.w, R0, R0;
RSQ R1.w, R1.w;
RSQ R0.w, R0.w;
MUL R0.xyz, R0.w, R0;
MUL R2.xyz, R1.w, R2;
DP3_SAT R0.w, R0, R2;
DP3_SAT R1.w, R0, R1;
TEX R2.x, fragment.texcoord[0], texture[2], 2D;
POW R0.w, R0.w, c[1].x;
MUL R0.w, R0, R2.x;
MUL R1.xyz, R0.w, c[0];
TEX R0, fragment.texcoord[0], texture[0], 2D;
SGE R2.x, R1.w, c[2].z;
MUL R1.xyz, R1, R2.x;
MUL R0.xyz, R0, c[0];
MAD result.color.xyz, R0, R1.w, R1;
MOV result.color.w, R0;
END
# 26 instructions, 3 R-regs
