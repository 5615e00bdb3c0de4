!!ARBfp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbfp1
# source file: tests/glsl/cases/lib_tex_fragment_forms.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbfp1
#program main_bias
#semantic main_bias.albedo
#semantic main_bias.envMap
#semantic roughness
#semantic detailSharpen
#var float2 IN.uv : $vin.TEXCOORD0 : TEX0 : 0 : 1
#var float3 IN.normal : $vin.TEXCOORD1 : TEX1 : 0 : 1
#var float3 IN.view : $vin.TEXCOORD2 :  : 0 : 0
#var float4 IN.shadowCoord : $vin.TEXCOORD3 :  : 0 : 0
#var sampler2D albedo :  : texunit 0 : 1 : 1
#var samplerCUBE envMap :  : texunit 1 : 2 : 1
#var float roughness :  : c[0] : -1 : 1
#var float detailSharpen :  : c[1] : -1 : 1
#var float4 main_bias : $vout.COLOR : COL : -1 : 1
PARAM c[2] = { program.local[0..1] };
TEMP R0;
TEMP R1;
MOV R0.xyz, fragment.texcoord[1];
MOV R0.w, c[0].x;
TXB R1, R0, texture[1], CUBE;
MOV R0.z, -c[1].x;
MOV R0.xy, fragment.texcoord[0];
TXB R0, R0.xyzz, texture[0], 2D;
MUL result.color, R0, R1;
END
# 7 instructions, 2 R-regs
