!!ARBfp1.0
OPTION ATI_draw_buffers;
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbfp1
# source file: tests/shaders/fragment/point_light_inout_accumulators.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbfp1
#program pointLightDiffuseSpecular
#var float3 normal : $vin.TEX0 : TEX0 : 0 : 1
#var float3 viewDir : $vin.TEX1 : TEX1 : 1 : 1
#var float3 lightView : $vin.TEX2 : TEX2 : 2 : 1
#var float4 attenuation : $vin.TEX3 : TEX3 : 3 : 1
#var float3 diffuseColour : $vin.TEX4 : TEX4 : 4 : 1
#var float3 specularColour : $vin.TEX5 : TEX5 : 5 : 1
#var float specularPower : $vin.TEX6 : TEX6 : 6 : 1
#var float3 outDiffuse : $vin.TEX7 : TEX7 : 7 : 1
#var float3 outSpecular : $vin.TEX6 : TEX6 : 8 : 0
#const c[0] = 0
PARAM c[1] = { { 0 } };
TEMP R0;
TEMP R1;
TEMP R2;
TEMP R3;
DP3 R0.x, fragment.texcoord[2], fragment.texcoord[2];
RSQ R0.w, R0.x;
MUL R1.xyz, R0.w, fragment.texcoord[2];
DP3 R0.x, fragment.texcoord[1], fragment.texcoord[1];
RSQ R0.x, R0.x;
MAD R0.xyz, R0.x, fragment.texcoord[1], R1;
DP3 R2.x, R0, R0;
DP3 R1.w, fragment.texcoord[0], fragment.texcoord[0];
RSQ R2.x, R2.x;
RCP R0.w, R0.w;
MUL R2.xyz, R2.x, R0;
RSQ R1.w, R1.w;
MUL R0.xyz, R1.w, fragment.texcoord[0];
DP3_SAT R1.w, R0, R2;
POW R1.w, R1.w, fragment.texcoord[6].x;
MUL R2.xyz, fragment.texcoord[5], R1.w;
DP3 R1.w, R0, R1;
MAD R0.y, fragment.texcoord[3].z, R0.w, fragment.texcoord[3];
MUL R0.x, fragment.texcoord[3].w, R0.w;
MAD R1.x, R0.w, R0, R0.y;
RCP R1.x, R1.x;
MUL R0.xyz, R1.w, fragment.texcoord[4];
MAD R0.xyz, R1.x, R0, fragment.texcoord[7];
MAD R1.xyz, R2, R1.x, fragment.texcoord[6];
SGE R2.x, fragment.texcoord[3], R0.w;
SLT R0.w, c[0].x, R1;
MUL R0.w, R0, R2.x;
CMP R2.xyz, -R0.w, R0, fragment.texcoord[7];
CMP R1.xyz, -R0.w, R1, fragment.texcoord[6];
MOV_SAT R0.xyz, R1;
MOV_SAT R3.xyz, R2;
CMP result.color[1].xyz, -R0.w, R0, R1;
CMP result.color.xyz, -R0.w, R3, R2;
END
# 33 instructions, 4 R-regs
