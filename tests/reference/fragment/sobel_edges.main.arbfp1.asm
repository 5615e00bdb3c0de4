!!ARBfp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbfp1
# source file: tests/shaders/fragment/sobel_edges.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbfp1
#program main
#semantic main.img
#semantic main.texel
#semantic main.edgeColor
#var float2 uv : $vin.TEXCOORD0 : TEX0 : 0 : 1
#var sampler2D img :  : texunit 0 : 1 : 1
#var float2 texel :  : c[0] : 2 : 1
#var float4 edgeColor :  : c[1] : 3 : 1
#var float4 main : $vout.COLOR : COL : -1 : 1
#const c[2] = -0.60000002 -1.1799999 -0.22 -0
#const c[3] = 0.60000002 1.1799999 0.22 0
#const c[4] = 0.30000001 0.58999997 0.11
#const c[5] = 1 -1 0
PARAM c[6] = { program.local[0..1],
		{ -0.60000002, -1.1799999, -0.22, -0 },
		{ 0.60000002, 1.1799999, 0.22, 0 },
		{ 0.30000001, 0.58999997, 0.11 },
		{ 1, -1, 0 } };
TEMP R0;
TEMP R1;
TEMP R2;
MOV R2.xyz, c[5];
MAD R0.xy, R2.yzzw, c[0], fragment.texcoord[0];
TEX R0.xyz, R0, texture[0], 2D;
DP3 R2.w, R0, c[2];
MAD R0.zw, R2.xyxy, c[0].xyxy, fragment.texcoord[0].xyxy;
TEX R1.xyz, R0.zwzw, texture[0], 2D;
DP3 R0.w, R1, c[4];
ADD R0.xy, fragment.texcoord[0], -c[0];
TEX R0.xyz, R0, texture[0], 2D;
DP3 R1.w, R0, c[4];
ADD R0.x, -R1.w, R0.w;
ADD R2.w, R0.x, R2;
MAD R0.xy, R2.xzzw, c[0], fragment.texcoord[0];
TEX R0.xyz, R0, texture[0], 2D;
MAD R1.xy, R2.zyzw, c[0], fragment.texcoord[0];
TEX R1.xyz, R1, texture[0], 2D;
DP3 R0.x, R0, c[3];
DP3 R0.y, R1, c[2];
ADD R0.z, -R1.w, R0.y;
ADD R1.x, R2.w, R0;
ADD R0.w, -R0, R0.z;
MAD R0.xy, R2.yxzw, c[0], fragment.texcoord[0];
TEX R0.xyz, R0, texture[0], 2D;
DP3 R1.y, R0, c[4];
MAD R1.zw, R2.xyzx, c[0].xyxy, fragment.texcoord[0].xyxy;
TEX R0.xyz, R1.zwzw, texture[0], 2D;
DP3 R2.x, R0, c[3];
ADD R0.w, R1.y, R0;
ADD R1.zw, fragment.texcoord[0].xyxy, c[0].xyxy;
TEX R0.xyz, R1.zwzw, texture[0], 2D;
DP3 R0.y, R0, c[4];
ADD R0.w, R0, R2.x;
ADD R0.x, R1, -R1.y;
ADD R0.z, R0.y, R0.w;
MUL R0.z, R0, R0;
ADD R0.x, R0, R0.y;
MAD R1.x, R0, R0, R0.z;
RSQ R2.x, R1.x;
TEX R0, fragment.texcoord[0], texture[0], 2D;
ADD R1, -R0, c[1];
RCP_SAT R2.x, R2.x;
MAD result.color, R2.x, R1, R0;
END
# 42 instructions, 3 R-regs
