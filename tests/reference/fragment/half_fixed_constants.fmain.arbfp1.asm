!!ARBfp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbfp1
# source file: tests/shaders/fragment/half_fixed_constants.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbfp1
#program fmain
#semantic fmain.scene
#semantic fmain.exposure
#var float2 uv : $vin.TEXCOORD0 : TEX0 : 0 : 1
#var float4 col : $vin.COLOR0 : COL0 : 1 : 1
#var sampler2D scene :  : texunit 0 : 2 : 1
#var half exposure :  : c[0] : 3 : 1
#var float4 fmain : $vout.COLOR : COL : -1 : 1
#const c[1] = 0.65039062 -1 0.15039062 0.35009766
#const c[2] = 0.16205263 0 1.3515625 0.099975586
#const c[3] = 0.30004883 0.29907227 0.58691406 0.11401367
#const c[4] = 1
PARAM c[5] = { program.local[0],
		{ 0.65039062, -1, 0.15039062, 0.35009766 },
		{ 0.16205263, 0, 1.3515625, 0.099975586 },
		{ 0.30004883, 0.29907227, 0.58691406, 0.11401367 },
		{ 1 } };
TEMP R0;
TEMP R1;
MOV R0.x, c[1].w;
MUL R0.w, R0.x, c[0].x;
TEX R0.xyz, fragment.texcoord[0], texture[0], 2D;
MAD R0.xyz, R0, c[2].x, R0.w;
DP3 R0.w, R0, c[3].yzww;
SLT R1.x, c[3], R0.w;
MUL R0.xyz, R0, c[2].z;
MOV R0.w, c[4].x;
ABS R1.x, R1;
CMP R1.x, -R1, c[2].y, R0.w;
CMP R0.w, -R1.x, c[2].y, R0;
MAD result.color.xyz, fragment.color.primary, c[1], R0;
MAD result.color.w, fragment.color.primary, c[2], R0;
END
# 13 instructions, 2 R-regs
