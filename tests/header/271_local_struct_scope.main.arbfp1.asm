!!ARBfp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbfp1
# source file: tests/header/271_local_struct_scope.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbfp1
#program main
#var float4 p : $vin.TEXCOORD0 : TEX0 : 0 : 1
#var float4 main : $vout.COLOR : COL : -1 : 1
TEMP R0;
MOV R0.zw, fragment.texcoord[0];
ADD R0.xy, fragment.texcoord[0], fragment.texcoord[0].zwzw;
MAD R0, R0, fragment.texcoord[0].x, fragment.texcoord[0];
ADD result.color, R0, fragment.texcoord[0].wzyx;
END
# 4 instructions, 1 R-regs
