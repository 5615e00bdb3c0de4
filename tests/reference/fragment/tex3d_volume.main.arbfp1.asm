!!ARBfp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbfp1
# source file: tests/shaders/fragment/tex3d_volume.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbfp1
#program main
#semantic main.volume
#semantic main.transfer
#semantic main.stepSize
#var float3 uvw : $vin.TEXCOORD0 : TEX0 : 0 : 1
#var float3 rayDir : $vin.TEXCOORD1 : TEX1 : 1 : 1
#var sampler3D volume :  : texunit 0 : 2 : 1
#var sampler1D transfer :  : texunit 1 : 3 : 1
#var float stepSize :  : c[0] : 4 : 1
#var float4 main : $vout.COLOR : COL : -1 : 1
#const c[1] = 1
PARAM c[2] = { program.local[0],
		{ 1 } };
TEMP R0;
TEMP R1;
TEMP R2;
TEMP R3;
TEMP R4;
DP3 R0.x, fragment.texcoord[1], fragment.texcoord[1];
RSQ R0.x, R0.x;
MUL R2.xyz, R0.x, fragment.texcoord[1];
MAD R3.xyz, R2, c[0].x, fragment.texcoord[0];
TEX R1.x, R3, texture[0], 3D;
TEX R1, R1, texture[1], 1D;
TEX R0.x, fragment.texcoord[0], texture[0], 3D;
TEX R0, R0, texture[1], 1D;
MUL R4.xyz, R0, R0.w;
MAD R3.xyz, R2, c[0].x, R3;
TEX R0.x, R3, texture[0], 3D;
ADD R2.w, -R0, c[1].x;
MAD R3.xyz, R2, c[0].x, R3;
MOV R4.w, R0;
MUL R1.xyz, R1, R1.w;
MAD R1, R2.w, R1, R4;
TEX R2, R0, texture[1], 1D;
TEX R0.x, R3, texture[0], 3D;
MUL R3.xyz, R2, R2.w;
ADD R0.y, -R1.w, c[1].x;
MOV R3.w, R2;
MAD R1, R0.y, R3, R1;
TEX R0, R0, texture[1], 1D;
ADD R3.x, -R1.w, c[1];
MOV R2.w, R0;
MUL R2.xyz, R0, R0.w;
MAD result.color, R3.x, R2, R1;
END
# 27 instructions, 5 R-regs
