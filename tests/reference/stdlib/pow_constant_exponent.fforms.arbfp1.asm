!!ARBfp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbfp1
# source file: tests/shaders/stdlib/pow_constant_exponent.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbfp1
#program fforms
#var float4 c : $vin.COLOR0 : COL0 : 0 : 1
#var float4 n : $vin.TEXCOORD1 : TEX1 : 1 : 1
#var float4 fforms : $vout.COLOR : COL : -1 : 1
#const c[0] = 2 1 4 0.45454544
PARAM c[1] = { { 2, 1, 4, 0.45454544 } };
TEMP R0;
TEMP R1;
TEMP R2;
MAD R1, fragment.texcoord[1], c[0].x, -c[0].y;
RSQ R0.z, fragment.color.primary.w;
RSQ R0.x, fragment.color.primary.x;
RSQ R0.y, fragment.color.primary.y;
MUL R2.x, R1.y, R1.y;
RSQ R2.y, fragment.color.primary.z;
RCP R0.w, R0.z;
RCP R0.z, R2.y;
RCP R0.x, R0.x;
RCP R0.y, R0.y;
MAD R0, R1.wzyx, R1.wzyx, R0;
MUL R1.y, R1, R2.x;
ABS R2, fragment.color.primary;
RSQ R1.w, R2.x;
RCP R2.x, R1.w;
MUL R1.x, R1, R1;
RCP R2.y, R2.y;
RSQ R2.z, R2.z;
POW R2.w, R2.w, c[0].z;
MOV R1.w, c[0].y;
ADD R1, R1, R2;
ADD R0, R1, R0;
POW R1.x, fragment.color.primary.x, c[0].w;
POW R1.z, fragment.color.primary.z, c[0].w;
POW R1.y, fragment.color.primary.y, c[0].w;
ADD result.color.xyz, R0, R1;
MOV result.color.w, R0;
END
# 27 instructions, 3 R-regs
