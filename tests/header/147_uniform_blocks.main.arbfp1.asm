!!ARBfp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbfp1
# source file: tests/header/147_uniform_blocks.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbfp1
#program main
#semantic Block : BUFFER[0]
#semantic MaterialBuffer : BUFFER[1]
#semantic Named.inst : BUFFER[2]
#semantic Other : BUFFER[3]
#var float4 t : $vin.TEXCOORD0 : TEX0 : 0 : 1
#var float4 k : BUFFER[0] : c[4] : -1 : 1
#var float4 unusedK : BUFFER[0] :  : -1 : 0
#var float4x4 m : BUFFER[0] : c[0], 4 : -1 : 1
#var float4 material.diffuse :  : c[5] : -1 : 1
#var float4 material.spec :  :  : -1 : 0
#var float4 gloss : BUFFER[1] : c[6] : -1 : 1
#var float4 inst.a : BUFFER[2] : c[7] : -1 : 1
#var float4 inst.b : BUFFER[2] :  : -1 : 0
#var float4 z : BUFFER[3] :  : -1 : 0
#var float4 main : $vout.COLOR : COL : -1 : 1
PARAM c[8] = { program.local[0..7] };
TEMP R0;
TEMP R1;
DP4 R0.w, fragment.texcoord[0], c[3];
DP4 R0.z, fragment.texcoord[0], c[2];
DP4 R0.x, fragment.texcoord[0], c[0];
DP4 R0.y, fragment.texcoord[0], c[1];
ADD R0, R0, c[4];
ADD R0, R0, c[7];
MOV R1, c[6];
MAD result.color, R1, c[5], R0;
END
# 8 instructions, 2 R-regs
