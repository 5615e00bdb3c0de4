!!ARBfp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbfp1
# source file: tests/shaders/fragment/ssao_simple.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbfp1
#program main
#semantic main.depthTex
#semantic main.noiseTex
#semantic main.noiseScale
#semantic main.radius
#semantic main.bias
#var float2 uv : $vin.TEXCOORD0 : TEX0 : 0 : 1
#var sampler2D depthTex :  : texunit 0 : 1 : 1
#var sampler2D noiseTex :  : texunit 1 : 2 : 1
#var float2 noiseScale :  : c[0] : 3 : 1
#var float radius :  : c[1] : 4 : 1
#var float bias :  : c[2] : 5 : 1
#var float4 main : $vout.COLOR : COL : -1 : 1
#const c[3] = 2 1 0.0099999998 0
#const c[4] = -0.50999999 0.61000001 0.28999999 3
#const c[5] = 0.66000003 -0.38 0.44999999 0.125
#const c[6] = -0.079999998 0.14 0.20999999
#const c[7] = 0.31 0.28999999 0.72000003
#const c[8] = -0.44 -0.12 0.56
#const c[9] = 0.11 -0.56999999 0.23
#const c[10] = 0.52999997 0.0099999998 0.33000001
#const c[11] = -0.23 0.40000001 0.11
PARAM c[12] = { program.local[0..2],
		{ 2, 1, 0.0099999998, 0 },
		{ -0.50999999, 0.61000001, 0.28999999, 3 },
		{ 0.66000003, -0.38, 0.44999999, 0.125 },
		{ -0.079999998, 0.14, 0.20999999 },
		{ 0.31, 0.28999999, 0.72000003 },
		{ -0.44, -0.12, 0.56 },
		{ 0.11, -0.56999999, 0.23 },
		{ 0.52999997, 0.0099999998, 0.33000001 },
		{ -0.23, 0.40000001, 0.11 } };
TEMP R0;
TEMP R1;
TEMP R2;
MUL R0.xy, fragment.texcoord[0], c[0];
TEX R0.xyz, R0, texture[1], 2D;
MAD R0.yzw, R0.xxyz, c[3].x, -c[3].y;
DP3 R0.x, R0.yzww, c[11];
MUL R1.xyz, R0.yzww, R0.x;
MUL R1.xyz, -R1, c[3].x;
ADD R1.xyz, R1, c[11];
MUL R1.xyz, R1, c[1].x;
TEX R0.x, fragment.texcoord[0], texture[0], 2D;
ADD R1.xy, fragment.texcoord[0], R1;
MAD R1.z, -R1, c[3], R0.x;
TEX R1.x, R1, texture[0], 2D;
ADD R1.y, R1.z, -c[2].x;
SGE R1.y, R1, R1.x;
ABS R1.y, R1;
CMP R1.y, -R1, c[3].w, c[3];
CMP R1.w, -R1.y, c[3], c[3].y;
ADD R1.y, R0.x, -R1.x;
ABS R2.x, R1.y;
DP3 R1.x, R0.yzww, c[10];
MUL R1.xyz, R0.yzww, R1.x;
RCP R2.x, R2.x;
MUL_SAT R2.x, R2, c[1];
MUL R2.y, -R2.x, c[3].x;
MUL R1.xyz, -R1, c[3].x;
ADD R1.xyz, R1, c[10];
MUL R1.xyz, R1, c[1].x;
ADD R1.xy, fragment.texcoord[0], R1;
TEX R1.x, R1, texture[0], 2D;
MAD R1.y, -R1.z, c[3].z, R0.x;
ADD R1.z, R0.x, -R1.x;
ADD R1.y, R1, -c[2].x;
SGE R1.x, R1.y, R1;
ABS R1.z, R1;
RCP R1.y, R1.z;
ABS R1.x, R1;
MUL_SAT R1.z, R1.y, c[1].x;
CMP R1.x, -R1, c[3].w, c[3].y;
CMP R1.y, -R1.x, c[3].w, c[3];
MUL R1.x, R1.z, R1.z;
ADD R2.y, R2, c[4].w;
MUL R2.x, R2, R2;
MUL R2.x, R2, R2.y;
MUL R1.w, R1, R2.x;
MUL R2.x, -R1.z, c[3];
ADD R2.x, R2, c[4].w;
MUL R1.z, R1.x, R2.x;
DP3 R2.x, R0.yzww, c[9];
MUL R2.xyz, R0.yzww, R2.x;
MUL R2.xyz, -R2, c[3].x;
ADD R2.xyz, R2, c[9];
MUL R2.xyz, R2, c[1].x;
ADD R2.xy, fragment.texcoord[0], R2;
TEX R2.x, R2, texture[0], 2D;
ADD R2.y, R0.x, -R2.x;
ABS R2.y, R2;
DP3 R1.x, R0.yzww, c[8];
MAD R1.w, R1.y, R1.z, R1;
MUL R1.xyz, R0.yzww, R1.x;
MUL R1.xyz, -R1, c[3].x;
ADD R1.xyz, R1, c[8];
MUL R1.xyz, R1, c[1].x;
ADD R1.xy, fragment.texcoord[0], R1;
MAD R1.z, -R1, c[3], R0.x;
TEX R1.x, R1, texture[0], 2D;
ADD R1.y, R1.z, -c[2].x;
SGE R1.y, R1, R1.x;
MAD R1.z, -R2, c[3], R0.x;
ABS R1.y, R1;
ADD R1.z, R1, -c[2].x;
SGE R1.z, R1, R2.x;
ABS R2.x, R1.z;
RCP R2.y, R2.y;
MUL_SAT R1.z, R2.y, c[1].x;
MUL R2.y, -R1.z, c[3].x;
CMP R2.x, -R2, c[3].w, c[3].y;
CMP R1.y, -R1, c[3].w, c[3];
ADD R2.y, R2, c[4].w;
MUL R1.z, R1, R1;
MUL R1.z, R1, R2.y;
CMP R2.x, -R2, c[3].w, c[3].y;
MAD R2.x, R2, R1.z, R1.w;
CMP R1.w, -R1.y, c[3], c[3].y;
ADD R1.y, R0.x, -R1.x;
ABS R2.y, R1;
DP3 R1.x, R0.yzww, c[7];
MUL R1.xyz, R0.yzww, R1.x;
RCP R2.y, R2.y;
MUL_SAT R2.y, R2, c[1].x;
MUL R2.z, -R2.y, c[3].x;
MUL R1.xyz, -R1, c[3].x;
ADD R1.xyz, R1, c[7];
MUL R1.xyz, R1, c[1].x;
ADD R1.xy, fragment.texcoord[0], R1;
TEX R1.x, R1, texture[0], 2D;
MAD R1.y, -R1.z, c[3].z, R0.x;
ADD R1.z, R0.x, -R1.x;
ADD R1.y, R1, -c[2].x;
SGE R1.x, R1.y, R1;
ABS R1.z, R1;
RCP R1.y, R1.z;
ABS R1.x, R1;
MUL_SAT R1.z, R1.y, c[1].x;
CMP R1.x, -R1, c[3].w, c[3].y;
CMP R1.y, -R1.x, c[3].w, c[3];
MUL R1.x, R1.z, R1.z;
ADD R2.z, R2, c[4].w;
MUL R2.y, R2, R2;
MUL R2.y, R2, R2.z;
MAD R1.w, R1, R2.y, R2.x;
MUL R2.x, -R1.z, c[3];
ADD R2.x, R2, c[4].w;
MUL R1.z, R1.x, R2.x;
DP3 R2.x, R0.yzww, c[6];
MUL R2.xyz, R0.yzww, R2.x;
MUL R2.xyz, -R2, c[3].x;
ADD R2.xyz, R2, c[6];
MUL R2.xyz, R2, c[1].x;
ADD R2.xy, fragment.texcoord[0], R2;
TEX R2.x, R2, texture[0], 2D;
ADD R2.y, R0.x, -R2.x;
ABS R2.y, R2;
DP3 R1.x, R0.yzww, c[5];
MAD R1.w, R1.y, R1.z, R1;
MUL R1.xyz, R0.yzww, R1.x;
MUL R1.xyz, -R1, c[3].x;
ADD R1.xyz, R1, c[5];
MUL R1.xyz, R1, c[1].x;
ADD R1.xy, fragment.texcoord[0], R1;
MAD R1.z, -R1, c[3], R0.x;
TEX R1.x, R1, texture[0], 2D;
ADD R1.y, R1.z, -c[2].x;
SGE R1.y, R1, R1.x;
MAD R1.z, -R2, c[3], R0.x;
ABS R1.y, R1;
CMP R1.y, -R1, c[3].w, c[3];
ADD R1.z, R1, -c[2].x;
SGE R1.z, R1, R2.x;
ABS R2.x, R1.z;
RCP R2.y, R2.y;
MUL_SAT R1.z, R2.y, c[1].x;
MUL R2.y, -R1.z, c[3].x;
CMP R2.x, -R2, c[3].w, c[3].y;
CMP R2.x, -R2, c[3].w, c[3].y;
ADD R2.y, R2, c[4].w;
MUL R1.z, R1, R1;
MUL R1.z, R1, R2.y;
MAD R1.z, R2.x, R1, R1.w;
ADD R1.w, R0.x, -R1.x;
DP3 R1.x, R0.yzww, c[4];
MUL R2.xyz, R0.yzww, R1.x;
ABS R1.w, R1;
RCP R0.y, R1.w;
MUL_SAT R0.y, R0, c[1].x;
MUL R0.z, -R0.y, c[3].x;
MUL R2.xyz, -R2, c[3].x;
ADD R2.xyz, R2, c[4];
MUL R2.xyz, R2, c[1].x;
ADD R0.z, R0, c[4].w;
MUL R0.y, R0, R0;
MUL R0.y, R0, R0.z;
ADD R0.zw, R2.xyxy, fragment.texcoord[0].xyxy;
TEX R1.x, R0.zwzw, texture[0], 2D;
CMP R1.y, -R1, c[3].w, c[3];
MAD R0.z, -R2, c[3], R0.x;
ADD R0.w, R0.x, -R1.x;
ADD R0.x, R0.z, -c[2];
ABS R0.z, R0.w;
SGE R0.x, R0, R1;
RCP R0.z, R0.z;
MUL_SAT R0.z, R0, c[1].x;
MUL R0.w, -R0.z, c[3].x;
ABS R0.x, R0;
CMP R0.x, -R0, c[3].w, c[3].y;
MAD R0.y, R1, R0, R1.z;
CMP R0.x, -R0, c[3].w, c[3].y;
ADD R0.w, R0, c[4];
MUL R0.z, R0, R0;
MUL R0.z, R0, R0.w;
MAD R0.x, R0, R0.z, R0.y;
MUL R0.x, -R0, c[5].w;
ADD result.color.xyz, R0.x, c[3].y;
MOV result.color.w, c[3].y;
END
# 183 instructions, 3 R-regs
