!!ARBfp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbfp1
# source file: tests/header/149_varying_passed_to_semantic_parameter.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbfp1
#program main
#semantic main.scale
#semantic main.bias
#var float3 uv : $vin.TEXCOORD0 : TEX0 : 0 : 1
#var float3 light : $vin.TEXCOORD1 : TEX1 : 1 : 0
#var float3 eye : $vin.TEXCOORD2 : TEX2 : 2 : 0
#var float4 halfAngle : $vin.TEXCOORD3 : TEX3 : 3 : 0
#var float3 fog : $vin.TEXCOORD4 :  : 4 : 0
#var float3 spare : $vin.TEXCOORD5 :  : 5 : 0
#var float3 s.m : $vin.TEXCOORD6 : TEX6 : 6 : 0
#var float3 s.n : $vin.TEXCOORD7 : TEX7 : 6 : 0
#var float3 scale :  :  : 7 : 0
#var float3 bias :  :  : 8 : 0
#var float4 main : $vout.COLOR : COL : -1 : 1
#const c[0] = 1
PARAM c[1] = { { 1 } };
TEMP R0;
TEMP R1;
MOV R0.w, c[0].x;
MOV R0.xyz, fragment.texcoord[0];
ADD R1, R0, R0;
ADD R1, R1, R0;
ADD R1, R1, R0;
ADD R1, R1, R0;
ADD result.color, R1, R0;
END
# 7 instructions, 2 R-regs
