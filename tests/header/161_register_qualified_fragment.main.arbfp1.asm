!!ARBfp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbfp1
# source file: tests/header/161_register_qualified_fragment.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbfp1
#program main
#semantic main.k : C3
#semantic main.n : C19
#semantic a : C5
#semantic b : C1
#semantic c : C2
#semantic d
#semantic e : C7
#semantic f : C4
#semantic g
#semantic h : C9
#semantic i : C11
#semantic j : C13
#semantic m : C14
#semantic arr : C22
#semantic light
#semantic s0 : TEXUNIT1
#semantic s1 : TEXUNIT2
#semantic s2 : TEXUNIT6
#semantic s3 : TEXUNIT7
#semantic s4
#semantic s5 : TEXUNIT10
#var float4 p : $vin.TEXCOORD0 : TEX0 : 0 : 1
#var float4 k : C3 : c[3] : 1 : 1
#var float4 n : C19 : c[19] : 2 : 1
#var float4 a : C5 : c[5] : -1 : 1
#var float4 b : C1 : c[1] : -1 : 1
#var float4 c : C2 : c[2] : -1 : 1
#var float4 d :  : c[0] : -1 : 1
#var float4 e : C7 : c[7] : -1 : 1
#var float4 f : C4 : c[4] : -1 : 1
#var float4 g :  : c[6] : -1 : 1
#var float4 h : C9 : c[9] : -1 : 1
#var float4 i : C11 : c[11] : -1 : 1
#var float4 j : C13 : c[13] : -1 : 1
#var float4x4 m : C14 : c[14], 4 : -1 : 1
#var float4 arr[0] :  : c[22] : -1 : 1
#var float4 arr[1] :  : c[23] : -1 : 1
#var float4 arr[2] :  : c[24] : -1 : 1
#var float4 light.color : C20 : c[20] : -1 : 1
#var float4 light.dir : C21 : c[21] : -1 : 1
#var sampler2D s0 : TEXUNIT1 : texunit 1 : -1 : 1
#var sampler2D s1 : TEXUNIT2 : texunit 2 : -1 : 1
#var sampler2D s2 : TEXUNIT6 : texunit 6 : -1 : 1
#var sampler2D s3 : TEXUNIT7 : texunit 7 : -1 : 1
#var sampler2D s4 :  : texunit 0 : -1 : 1
#var sampler2D s5 : TEXUNIT10 : texunit 10 : -1 : 1
#var float4 main : $vout.COLOR : COL : -1 : 1
PARAM c[25] = { program.local[0..24] };
TEMP R0;
TEMP R1;
TEMP R2;
TEX R1, fragment.texcoord[0], texture[2], 2D;
DP4 R0.w, fragment.texcoord[0], c[17];
DP4 R0.z, fragment.texcoord[0], c[16];
DP4 R0.x, fragment.texcoord[0], c[14];
DP4 R0.y, fragment.texcoord[0], c[15];
ADD R0, R0, c[5];
ADD R0, R0, c[1];
ADD R0, R0, c[2];
ADD R0, R0, c[0];
ADD R0, R0, c[7];
ADD R0, R0, c[4];
ADD R0, R0, c[6];
ADD R0, R0, c[9];
ADD R0, R0, c[11];
ADD R0, R0, c[13];
ADD R0, R0, c[3];
ADD R0, R0, c[19];
ADD R0, R0, c[22];
ADD R0, R0, c[23];
ADD R0, R0, c[24];
ADD R2, R0, c[20];
ADD R2, R2, c[21];
TEX R0, fragment.texcoord[0], texture[1], 2D;
ADD R0, R2, R0;
ADD R2, R0, R1;
TEX R0, fragment.texcoord[0], texture[6], 2D;
ADD R0, R2, R0;
TEX R1, fragment.texcoord[0], texture[7], 2D;
ADD R2, R0, R1;
TEX R0, fragment.texcoord[0], texture[0], 2D;
TEX R1, fragment.texcoord[0], texture[10], 2D;
ADD R0, R2, R0;
ADD result.color, R0, R1;
END
# 33 instructions, 3 R-regs
