!!ARBfp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbfp1
# source file: tests/header/168_library_types_uniform.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbfp1
#program main
#semantic main.F
#semantic main.V
#var float4 c : $vin.TEXCOORD0 : TEX0 : 0 : 1
#var half4 F.col : COL : c[0] : 1 : 1
#var float F.depth : DEPR : c[1] : 1 : 1
#var float4 V.HPOS : POSITION :  : 2 : 0
#var float4 V.COL0 : COLOR0 :  : 2 : 0
#var float4 V.COL1 : COLOR1 :  : 2 : 0
#var float V.FOGC : FOG :  : 2 : 0
#var float V.PSIZ : PSIZE :  : 2 : 0
#var float4 V.TEX0 : TEXCOORD0 : c[2] : 2 : 1
#var float4 V.TEX1 : TEXCOORD1 :  : 2 : 0
#var float4 V.TEX2 : TEXCOORD2 :  : 2 : 0
#var float4 V.TEX3 : TEXCOORD3 :  : 2 : 0
#var float4 main : $vout.COLOR : COL : -1 : 1
PARAM c[3] = { program.local[0..2] };
TEMP R0;
MOV R0.x, c[1];
MUL R0, R0.x, c[2];
MAD result.color, fragment.texcoord[0], c[0], R0;
END
# 3 instructions, 1 R-regs
