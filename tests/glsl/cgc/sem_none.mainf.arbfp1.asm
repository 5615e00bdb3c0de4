!!ARBfp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbfp1
# source file: tests/glsl/cases/sem_none.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbfp1
#program mainf
#var float4 IN.one : $vin.TEX0 : TEX0 : 0 : 1
#var float2 IN.two : $vin.TEX1 : TEX1 : 0 : 1
#var float4 IN.three : $vin.TEXCOORD2 : TEX2 : 0 : 1
#var float4 extra : $vin.TEX3 : TEX3 : 1 : 1
#var float4 mainf : $vout.COLOR : COL : -1 : 1
TEMP R0;
MOV R0.xy, fragment.texcoord[1];
ADD R0, fragment.texcoord[0], R0.xyxy;
ADD R0, R0, fragment.texcoord[2];
ADD result.color, R0, fragment.texcoord[3];
END
# 4 instructions, 1 R-regs
