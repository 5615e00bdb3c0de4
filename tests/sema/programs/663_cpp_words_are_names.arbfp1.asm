!!ARBfp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -quiet -profile arbfp1
# source file: tests/sema/cases/663_cpp_words_are_names.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbfp1
#program main
#semantic sizeof
#semantic typename
#semantic typeid
#semantic mutable
#semantic friend
#var float4 IN.enum : $vin.TEXCOORD0 : TEX0 : 0 : 1
#var float IN.public : $vin.TEX1 : TEX1 : 0 : 1
#var float IN.private : $vin.TEX2 : TEX2 : 0 : 1
#var float IN.protected : $vin.TEX3 : TEX3 : 0 : 1
#var float sizeof :  : c[0] : -1 : 1
#var float typename :  : c[1] : -1 : 1
#var float typeid :  : c[2] : -1 : 1
#var float mutable :  : c[3] : -1 : 1
#var float friend :  : c[4] : -1 : 1
#var float4 main : $vout.COLOR : COL : -1 : 1
#const c[5] = 3 0 10
PARAM c[6] = { program.local[0..4],
		{ 3, 0, 10 } };
TEMP R0;
TEMP R1;
MOV R0.x, c[1];
ADD R0.x, R0, c[0];
ADD R0.y, R0.x, c[2].x;
MOV R0.x, fragment.texcoord[2];
ADD R0.y, R0, c[3].x;
ADD R0.y, R0, c[4].x;
ADD R0.x, fragment.texcoord[1], R0;
ADD R1.x, R0.y, c[5];
ADD R0.x, R0, fragment.texcoord[3];
MUL R0, fragment.texcoord[0], R0.x;
MAD result.color, R0, R1.x, c[5].z;
END
# 11 instructions, 2 R-regs
