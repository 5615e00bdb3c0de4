!!ARBfp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbfp1
# source file: tests/shaders/stdlib/geometric.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbfp1
#program fmain
#semantic fmain.eta
#var float4 a : $vin.TEXCOORD0 : TEX0 : 0 : 1
#var float4 b : $vin.TEXCOORD1 : TEX1 : 1 : 1
#var float3 n : $vin.TEXCOORD2 : TEX2 : 2 : 1
#var float eta :  : c[0] : 3 : 1
#var float4 fmain : $vout.COLOR : COL : -1 : 1
#const c[1] = 1 0 2 8
PARAM c[2] = { program.local[0],
		{ 1, 0, 2, 8 } };
TEMP R0;
TEMP R1;
TEMP R2;
TEMP R3;
DP3 R0.y, fragment.texcoord[2], fragment.texcoord[2];
RSQ R0.y, R0.y;
DP3 R0.x, fragment.texcoord[0], fragment.texcoord[0];
MUL R2.xyz, R0.y, fragment.texcoord[2];
RSQ R0.x, R0.x;
MUL R0.xyz, R0.x, fragment.texcoord[0];
DP3 R0.w, -R0, R2;
MUL R3.xyz, -R0.w, R2;
MUL R1.xyz, R0.zxyw, R2.yzxw;
MAD R3.xyz, -R3, c[1].z, R0;
MAD R1.xyz, R0.yzxw, R2.zxyw, -R1;
ADD R1.xyz, R1, R3;
DP3 R1.w, fragment.texcoord[1], R0;
SLT R3.x, R1.w, c[1].y;
ABS R3.x, R3;
CMP R3.x, -R3, c[1].y, c[1];
CMP R3.xyz, -R3.x, -R2, R2;
ADD R3.xyz, R1, R3;
MAD R2.w, -R0, R0, c[1].x;
MUL R1.w, c[0].x, c[0].x;
MAD R2.w, -R1, R2, c[1].x;
ABS R1.w, R2;
RSQ R1.w, R1.w;
RCP R1.w, R1.w;
MAD R0.w, R0, c[0].x, -R1;
MUL R2.xyz, R0.w, R2;
MOV R1, fragment.texcoord[0];
ADD R1, fragment.texcoord[1], -R1;
DP4 R0.w, R1, R1;
RSQ R0.w, R0.w;
RCP R1.z, R0.w;
DP4 R0.w, fragment.texcoord[0], fragment.texcoord[0];
RSQ R0.w, R0.w;
MAD R0.xyz, R0, c[0].x, R2;
SLT R1.x, c[1].y, R2.w;
MAD R0.xyz, R0, R1.x, R3;
MOV R3.xyz, fragment.texcoord[1];
RCP R1.y, R0.w;
DP3 R1.x, fragment.texcoord[0], R3;
ADD R2.xyz, R1, R0;
MUL R1.zw, fragment.texcoord[0], fragment.texcoord[0];
MUL R1.xy, fragment.texcoord[1], fragment.texcoord[1];
ADD R1.x, R1, R1.y;
ADD R1.z, R1, R1.w;
RSQ R1.y, R1.z;
MUL R1.zw, R1.y, fragment.texcoord[0];
RSQ R1.x, R1.x;
MOV R0.x, fragment.texcoord[0];
MOV R0.z, c[1].w;
MOV R0.y, fragment.texcoord[1];
LIT R0, R0.xyzz;
MUL R1.xy, R1.x, fragment.texcoord[1];
ADD R0, R0, R1;
MUL R2.w, fragment.texcoord[0].x, R3.x;
ADD result.color, R2, R0;
END
# 55 instructions, 4 R-regs
