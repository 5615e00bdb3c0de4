!!ARBfp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbfp1
# source file: tests/shaders/fragment/triplanar_mapping.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbfp1
#program main
#semantic main.texX
#semantic main.texY
#semantic main.texZ
#semantic main.tiling
#semantic main.sharpness
#var float3 wpos : $vin.TEXCOORD0 : TEX0 : 0 : 1
#var float3 wnormal : $vin.TEXCOORD1 : TEX1 : 1 : 1
#var sampler2D texX :  : texunit 0 : 2 : 1
#var sampler2D texY :  : texunit 1 : 3 : 1
#var sampler2D texZ :  : texunit 2 : 4 : 1
#var float tiling :  : c[0] : 5 : 1
#var float sharpness :  : c[1] : 6 : 1
#var float4 main : $vout.COLOR : COL : -1 : 1
PARAM c[2] = { program.local[0..1] };
TEMP R0;
TEMP R1;
TEMP R2;
DP3 R0.x, fragment.texcoord[1], fragment.texcoord[1];
RSQ R0.x, R0.x;
MUL R0.xyz, R0.x, fragment.texcoord[1];
ABS R0.xyz, R0;
MUL R2.xy, fragment.texcoord[0].zyzw, c[0].x;
POW R1.x, R0.y, c[1].x;
POW R0.x, R0.x, c[1].x;
ADD R0.y, R0.x, R1.x;
POW R0.z, R0.z, c[1].x;
ADD R0.y, R0.z, R0;
RCP R0.w, R0.y;
MOV R0.y, R1.x;
MUL R1.xy, fragment.texcoord[0].xzzw, c[0].x;
MUL R0.xyz, R0, R0.w;
TEX R1, R1, texture[1], 2D;
MUL R1, R0.y, R1;
TEX R2, R2, texture[0], 2D;
MAD R1, R0.x, R2, R1;
MUL R0.yw, fragment.texcoord[0].xxzy, c[0].x;
TEX R2, R0.ywzw, texture[2], 2D;
MAD result.color, R2, R0.z, R1;
END
# 21 instructions, 3 R-regs
