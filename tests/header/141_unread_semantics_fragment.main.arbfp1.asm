!!ARBfp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbfp1
# source file: tests/header/141_unread_semantics_fragment.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbfp1
#program main
#var float2 i.uv : $vin.TEXCOORD0 :  : 0 : 0
#var float2 i.pos : $vin.TEX0 : TEX0 : 0 : 1
#var float3 i.extra : $vin.TEX1 : TEX1 : 0 : 1
#var float4 a : $vin.TEXCOORD2 :  : 1 : 0
#var float4 b :  :  : 2 : 0
#var float4 lightDir[0] :  :  : 3 : 0
#var float4 lightDir[1] :  :  : 3 : 0
#var float4 oCol : $vout.COLOR : COL : 4 : 1
TEMP R0;
MOV R0.x, fragment.texcoord[1].y;
ADD result.color, fragment.texcoord[0].xyxy, R0.x;
END
# 2 instructions, 1 R-regs
