!!ARBfp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbfp1
# source file: tests/glsl/cases/lib_tex_fragment_forms.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbfp1
#program main_bias_more
#semantic main_bias_more.ramp
#semantic main_bias_more.volume
#semantic main_bias_more.screen
#semantic roughness
#semantic detailSharpen
#var float2 IN.uv : $vin.TEXCOORD0 : TEX0 : 0 : 1
#var float3 IN.normal : $vin.TEXCOORD1 : TEX1 : 0 : 1
#var float3 IN.view : $vin.TEXCOORD2 :  : 0 : 0
#var float4 IN.shadowCoord : $vin.TEXCOORD3 :  : 0 : 0
#var sampler1D ramp :  : texunit 0 : 1 : 1
#var sampler3D volume :  : texunit 1 : 2 : 1
#var samplerRECT screen :  : texunit 2 : 3 : 1
#var float roughness :  :  : -1 : 0
#var float detailSharpen :  : c[0] : -1 : 1
#var float4 main_bias_more : $vout.COLOR : COL : -1 : 1
#const c[1] = 64
PARAM c[2] = { program.local[0],
		{ 64 } };
TEMP R0;
TEMP R1;
TEMP R2;
MOV R1.z, c[0].x;
MUL R1.xy, fragment.texcoord[0], c[1].x;
TXB R2, R1.xyzz, texture[2], RECT;
MOV R0.y, c[0].x;
MOV R0.x, fragment.texcoord[0];
TXB R0, R0.xyzy, texture[0], 1D;
MOV R1.w, -c[0].x;
MOV R1.xyz, fragment.texcoord[1];
TXB R1, R1, texture[1], 3D;
MAD result.color, R0, R1, R2;
END
# 10 instructions, 3 R-regs
