!!ARBfp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbfp1
# source file: tests/header/424_global_in_is_varying.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbfp1
#program main
#semantic main.base
#semantic main.detail
#semantic main.lightmap
#var float4 baseUv : $vin.TEXCOORD1 : TEX1 : 0 : 1
#var sampler2D base :  : texunit 0 : 1 : 1
#var sampler2D detail :  : texunit 1 : 2 : 1
#var sampler2D lightmap :  : texunit 2 : 3 : 1
#var float4 vertexColor : $vin.COLOR0 : COL0 : -1 : 1
#var float4 detailUv : $vin.TEX0 : TEX0 : -1 : 1
#var float2 lightmapUv : $vin.TEX2 : TEX2 : -1 : 1
#var float4 fogCoord : $vin.FOG : FOGC : -1 : 1
#var float4 unusedUv : $vin.TEXCOORD5 :  : -1 : 0
#var float4 unusedExtra :  :  : -1 : 0
#var float4 main : $vout.COLOR : COL : -1 : 1
TEMP R0;
TEMP R1;
TEX R0, fragment.texcoord[1], texture[0], 2D;
TEX R1, fragment.texcoord[0], texture[1], 2D;
MUL R1, R0, R1;
TEX R0, fragment.texcoord[2], texture[2], 2D;
MUL R1, R1, fragment.color.primary;
MAD result.color, R1, R0, fragment.fogcoord.x;
END
# 6 instructions, 2 R-regs
