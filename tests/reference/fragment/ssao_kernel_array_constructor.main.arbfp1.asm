!!ARBfp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbfp1
# source file: tests/shaders/fragment/ssao_kernel_array_constructor.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbfp1
#program main
#semantic main.depthMap : TEXUNIT0
#semantic main.params
#semantic sphere
#var float2 uv : $vin.TEXCOORD0 : TEX0 : 0 : 1
#var sampler2D depthMap : TEXUNIT0 : texunit 0 : 1 : 1
#var float4 params :  : c[0] : 2 : 1
#var float3 sphere[0] :  : c[1] : -1 : 1
#var float3 sphere[1] :  : c[2] : -1 : 1
#var float3 sphere[2] :  : c[3] : -1 : 1
#var float3 sphere[3] :  : c[4] : -1 : 1
#var float4 main : $vout.COLOR : COL : -1 : 1
#const c[5] = 1 2 0.34999999 0.5
#const c[6] = 0.15000001 0.050000001
#default sphere[0] = 0.53812504 0.18565957 -0.43191999
#default sphere[1] = 0.13790712 0.24864247 0.44301823
#default sphere[2] = 0.33715037 0.56794053 -0.005789503
#default sphere[3] = -0.6999805 -0.045114409 -0.0019965635
PARAM c[7] = { program.local[0..4],
		{ 1, 2, 0.34999999, 0.5 },
		{ 0.15000001, 0.050000001 } };
TEMP R0;
TEMP R1;
TEMP R2;
TEX R2.w, fragment.texcoord[0], texture[0], 2D;
MOV R0.z, R2.w;
MOV R0.xy, fragment.texcoord[0];
DP3 R0.w, R0, c[2];
MUL R1.xy, fragment.texcoord[0], R0.w;
MUL R1.zw, -R1.xyxy, c[5].y;
DP3 R0.w, R0, c[1];
MUL R1.xy, fragment.texcoord[0], R0.w;
ADD R1.zw, R1, c[2].xyxy;
MAD R1.zw, R1, c[0].z, fragment.texcoord[0].xyxy;
TEX R0.w, R1.zwzw, texture[0], 2D;
MUL R1.xy, -R1, c[5].y;
ADD R1.xy, R1, c[1];
MAD R1.xy, R1, c[0].z, fragment.texcoord[0];
ADD R1.z, R2.w, -R0.w;
TEX R0.w, R1, texture[0], 2D;
SGE R1.x, R1.z, c[0];
ADD R0.w, R2, -R0;
SGE R0.w, R0, c[0].x;
MUL R1.x, R1, c[5].w;
MAD R1.x, R0.w, c[5].z, R1;
DP3 R0.w, R0, c[3];
DP3 R0.x, R0, c[4];
MUL R0.zw, fragment.texcoord[0].xyxy, R0.w;
MUL R0.xy, fragment.texcoord[0], R0.x;
MUL R0.zw, -R0, c[5].y;
MUL R0.xy, -R0, c[5].y;
ADD R0.zw, R0, c[3].xyxy;
MAD R0.zw, R0, c[0].z, fragment.texcoord[0].xyxy;
ADD R0.xy, R0, c[4];
MAD R0.xy, R0, c[0].z, fragment.texcoord[0];
TEX R1.w, R0, texture[0], 2D;
TEX R0.w, R0.zwzw, texture[0], 2D;
ADD R0.x, R2.w, -R0.w;
SGE R0.x, R0, c[0];
MAD R0.z, R0.x, c[6].x, R1.x;
ADD R0.y, R2.w, -R1.w;
SGE R0.x, R0.y, c[0];
MAD R0.x, R0, c[6].y, R0.z;
MOV R2.yz, fragment.texcoord[0].xxyw;
ADD R2.x, -R0, c[5];
MOV result.color, R2;
END
# 42 instructions, 3 R-regs
