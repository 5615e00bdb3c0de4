!!ARBfp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbfp1
# source file: tests/header/194_derived_semantic_unreferenced_fragment.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbfp1
#program main
#var float4 ORIG.a :  :  : 0 : 0
#var float4 ORIG.b : $vin.TEXCOORD5 :  : 0 : 0
#var float2 ORIG.c : $vin.TEX1 : TEX1 : 0 : 1
#var float3 ORIG.d :  :  : 0 : 0
#var float4 tc[0] :  :  : 1 : 0
#var float4 tc[1] : $vin.TEX7 : TEX7 : 1 : 1
#var float4 col[0] :  :  : 2 : 0
#var float4 col[1] : $vin.COL1 : COL1 : 2 : 1
#var float4 F.c0 : $vout.COL : COL : 3 : 1
#var float4 F.c1 : $vout.COLOR1 :  : 3 : 0
TEMP R0;
MOV R0, fragment.texcoord[7];
ADD R0, fragment.texcoord[1].xyxy, R0;
ADD result.color, R0, fragment.color.secondary;
END
# 3 instructions, 1 R-regs
