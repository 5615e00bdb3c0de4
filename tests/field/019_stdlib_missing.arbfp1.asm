!!ARBfp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -quiet -profile arbfp1
# source file: 019_stdlib_missing.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbfp1
#program main
#var float4 t : $vin.TEXCOORD0 : TEX0 : 0 : 1
#var float4 main : $vout.COLOR : COL : -1 : 1
#const c[0] = 0 1 0.5 2.718282
#const c[1] = 2
PARAM c[2] = { { 0, 1, 0.5, 2.718282 },
		{ 2 } };
TEMP R0;
POW R0.y, c[0].w, -fragment.texcoord[0].y;
POW R0.x, c[0].w, fragment.texcoord[0].y;
ADD R0.x, R0, -R0.y;
ADD R0.y, fragment.texcoord[0].x, -fragment.texcoord[0].x;
ABS R0.y, R0;
CMP R0.z, -R0.y, c[0].y, c[0].x;
MUL R0.w, fragment.texcoord[0].z, c[1].x;
POW R0.y, c[0].w, R0.w;
ABS R0.w, R0.z;
ADD R0.z, R0.y, c[0].y;
MUL R0.x, R0, c[0].z;
CMP R0.w, -R0, c[0].x, c[0].y;
CMP result.color.x, -R0.w, R0, c[0];
RCP R0.x, R0.z;
ADD R0.y, R0, -c[0];
MUL result.color.y, R0, R0.x;
MOV result.color.zw, c[0].xyxy;
END
# 17 instructions, 1 R-regs
