!!ARBfp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbfp1
# source file: tests/header/165_library_types_fragment.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbfp1
#program main
#semantic main.s
#semantic main.t
#semantic main.unused
#var float4 IN.WPOS : $vin.WPOS :  : 0 : 0
#var float4 IN.COL0 : $vin.COL0 : COL0 : 0 : 1
#var float4 IN.COL1 : $vin.COL1 :  : 0 : 0
#var float IN.FOGP : $vin.FOGP :  : 0 : 0
#var float IN.FOGC : $vin.FOGC : FOGC : 0 : 1
#var float4 IN.TEX0 : $vin.TEX0 : TEX0 : 0 : 1
#var float4 IN.TEX1 : $vin.TEX1 : TEX1 : 0 : 1
#var float4 IN.TEX2 : $vin.TEX2 :  : 0 : 0
#var float4 IN.TEX3 : $vin.TEX3 :  : 0 : 0
#var float4 IN.TEX4 : $vin.TEX4 :  : 0 : 0
#var float4 IN.TEX5 : $vin.TEX5 :  : 0 : 0
#var float4 IN.TEX6 : $vin.TEX6 :  : 0 : 0
#var float4 IN.TEX7 : $vin.TEX7 :  : 0 : 0
#var samplerRECT s :  : texunit 0 : 1 : 1
#var sampler2D t :  : texunit 1 : 2 : 1
#var samplerCUBE unused :  :  : 3 : 0
#var float4 main.col : $vout.COL : COL : -1 : 1
#var float main.depth : $vout.DEPR :  : -1 : 0
TEMP R0;
TEMP R1;
TEMP R2;
MOV R2.x, fragment.fogcoord;
TEX R0, fragment.texcoord[0], texture[0], RECT;
TEX R1, fragment.texcoord[1], texture[1], 2D;
ADD R1, R0, R1;
TEX R0, fragment.texcoord[0].x, texture[0], RECT;
ADD R2, fragment.color.primary, R2.x;
ADD R0, R1, R0;
MUL result.color, R0, R2;
END
# 8 instructions, 3 R-regs
