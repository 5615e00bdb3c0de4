!!ARBfp1.0
OPTION ATI_draw_buffers;
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -quiet -profile arbfp1
# source file: 027_varying_no_semantic.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbfp1
#program main
#var float3 light.position : $vin.TEX0 : TEX0 : 0 : 1
#var float3 light.color : $vin.TEX1 : TEX1 : 0 : 1
#var float light.kC : $vin.TEX2 : TEX2 : 0 : 1
#var float light.kL : $vin.TEX3 : TEX3 : 0 : 1
#var float light.kQ : $vin.TEX4 : TEX4 : 0 : 1
#var float3 P : $vin.TEX5 : TEX5 : 1 : 1
#var float3 N : $vin.TEX6 : TEX6 : 2 : 1
#var float3 eyePosition : $vin.TEX7 : TEX7 : 3 : 1
#var float shininess : $vin.TEX2 : TEX2 : 4 : 0
#var float3 diffuseResult : $vout.COL : COL : 5 : 1
#var float3 specularResult : $vout.COL1 : COL1 : 6 : 1
#const c[0] = 0
PARAM c[1] = { { 0 } };
TEMP R0;
TEMP R1;
MOV R1.xyz, fragment.texcoord[5];
ADD R0.xyz, fragment.texcoord[0], -R1;
DP3 R0.w, R0, R0;
RSQ R0.w, R0.w;
ADD R1.xyz, -R1, fragment.texcoord[7];
DP3 R1.w, R1, R1;
MUL R0.xyz, R0.w, R0;
RSQ R1.w, R1.w;
MAD R1.xyz, R1.w, R1, R0;
DP3 R1.w, R1, R1;
RSQ R1.w, R1.w;
MUL R1.xyz, R1.w, R1;
DP3 R1.y, fragment.texcoord[6], R1;
RCP R1.x, R0.w;
MAX R0.w, R1.y, c[0].x;
MUL R1.y, R1.x, fragment.texcoord[3].x;
ADD R1.z, R1.y, fragment.texcoord[2].x;
MUL R1.y, fragment.texcoord[4].x, R1.x;
DP3 R0.y, R0, fragment.texcoord[6];
MAD R1.x, R1.y, R1, R1.z;
RCP R0.x, R1.x;
MAX R1.x, R0.y, c[0];
MUL R0.xyz, R0.x, fragment.texcoord[1];
POW R0.w, R0.w, fragment.texcoord[2].y;
CMP R0.w, -R1.x, R0, c[0].x;
MUL result.color[1].xyz, R0, R0.w;
MUL result.color.xyz, R0, R1.x;
END
# 27 instructions, 2 R-regs
