!!ARBfp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbfp1
# source file: tests/header/040_fragment_inputs.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbfp1
#program main
#var float4 c0 : $vin.COLOR0 : COL0 : 0 : 1
#var float4 c1 : $vin.COLOR1 : COL1 : 1 : 1
#var float4 t0 : $vin.TEXCOORD0 : TEX0 : 2 : 1
#var float2 t5 : $vin.TEXCOORD5 : TEX5 : 3 : 1
#var float4 t7 : $vin.TEXCOORD7 : TEX7 : 4 : 1
#var float4 wp : $vin.WPOS : WPOS : 5 : 1
#var float fog : $vin.FOG : FOGC : 6 : 1
#var float4 unusedIn : $vin.TEXCOORD2 :  : 7 : 0
#var float4 main : $vout.COLOR : COL : -1 : 1
TEMP R0;
MOV R0, fragment.color.secondary;
ADD R0, fragment.color.primary, R0;
ADD R0, R0, fragment.texcoord[0];
ADD R0, R0, fragment.texcoord[5].xyxy;
ADD R0, R0, fragment.texcoord[7];
ADD R0, R0, fragment.position;
ADD result.color, R0, fragment.fogcoord.x;
END
# 7 instructions, 1 R-regs
