!!ARBfp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbfp1
# source file: tests/shaders/fragment/fx_dual_bindings.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbfp1
#program main_fragment
#semantic worldViewProj : C24
#semantic world
#semantic lightDir : C2
#semantic lightColor : C4
#semantic ambient : C0
#semantic fogParams : C7
#semantic fogColor : C9
#semantic diffuseMap : TEXUNIT1
#semantic detailMap : TEXUNIT3
#var float2 IN.uv : $vin.TEXCOORD0 : TEX0 : 0 : 1
#var float3 IN.normal : $vin.TEXCOORD1 : TEX1 : 0 : 1
#var float3 IN.world : $vin.TEXCOORD2 : TEX2 : 0 : 1
#var float4 IN.tint : $vin.COLOR0 : COL0 : 0 : 1
#var float4x4 worldViewProj : C24 : c[24], 4 : -1 : 0
#var float4x4 world :  : , 4 : -1 : 0
#var float4 lightDir[0] :  : c[2] : -1 : 1
#var float4 lightDir[1] :  : c[3] : -1 : 1
#var float4 lightColor[0] :  : c[4] : -1 : 1
#var float4 lightColor[1] :  : c[5] : -1 : 1
#var float4 ambient : C0 : c[0] : -1 : 1
#var float4 fogParams : C7 : c[7] : -1 : 1
#var float4 fogColor : C9 : c[9] : -1 : 1
#var sampler2D diffuseMap : TEXUNIT1 : texunit 1 : -1 : 1
#var sampler2D detailMap : TEXUNIT3 : texunit 3 : -1 : 1
#var float4 main_fragment : $vout.COLOR : COL : -1 : 1
PARAM c[10] = { program.local[0..9] };
TEMP R0;
TEMP R1;
TEMP R2;
DP3 R1.z, fragment.texcoord[1], fragment.texcoord[1];
RSQ R2.x, R1.z;
MUL R1.xy, fragment.texcoord[0], c[7].w;
TEX R1, R1, texture[3], 2D;
TEX R0, fragment.texcoord[0], texture[1], 2D;
MUL R0, R0, R1;
MUL R2.xyz, R2.x, fragment.texcoord[1];
DP3_SAT R1.x, R2, -c[2];
DP3_SAT R1.w, R2, -c[3];
MUL R1.xyz, R1.x, c[4];
DP3 R2.x, fragment.texcoord[2], fragment.texcoord[2];
ADD R1.xyz, R1, c[0];
MAD R1.xyz, R1.w, c[5], R1;
MUL R1.xyz, R0, R1;
RSQ R2.x, R2.x;
RCP R1.w, R2.x;
ADD R0.x, -R1.w, c[7].y;
MAD R1.xyz, R1, fragment.color.primary, -c[9];
MUL_SAT R0.x, R0, c[7].z;
MAD result.color.xyz, R0.x, R1, c[9];
MOV result.color.w, R0;
END
# 21 instructions, 3 R-regs
