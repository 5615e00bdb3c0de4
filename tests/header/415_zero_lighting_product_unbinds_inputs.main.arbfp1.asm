!!ARBfp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbfp1
# source file: tests/header/415_zero_lighting_product_unbinds_inputs.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbfp1
#program main
#semantic baseTexture
#semantic lightDir
#var float2 i.baseUV : $vin.TEXCOORD0 :  : 0 : 0
#var float4 i.worldVertToEyeVector_Darkening : $vin.TEXCOORD1 :  : 0 : 0
#var float3 i.normal : $vin.TEXCOORD2 :  : 0 : 0
#var float4 i.tint : $vin.COLOR0 :  : 0 : 0
#var sampler2D baseTexture :  :  : -1 : 0
#var float3 lightDir[0] :  :  : -1 : 0
#var float3 lightDir[1] :  :  : -1 : 0
#var float3 lightDir[2] :  :  : -1 : 0
#var float3 lightDir[3] :  :  : -1 : 0
#var float4 main : $vout.COLOR : COL : -1 : 1
#const c[0] = 0 1
PARAM c[1] = { { 0, 1 } };
MOV result.color, c[0].xxxy;
END
# 1 instructions, 0 R-regs
