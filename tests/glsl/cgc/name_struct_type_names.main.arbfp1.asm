!!ARBfp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbfp1
# source file: tests/glsl/cases/name_struct_type_names.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbfp1
#program main
#semantic main.IN
#semantic main.F
#semantic main.C
#semantic main.S
#semantic main.V
#var float2 uv : $vin.TEXCOORD0 : TEX0 : 0 : 1
#var float2 IN.texture_size :  : c[0] : 1 : 1
#var float4 F.weights :  : c[1] : 2 : 1
#var float4 C.a :  : c[2] : 3 : 1
#var float4 S.b :  : c[3] : 4 : 1
#var float4 V.c :  : c[4] : 5 : 1
#var float4 main : $vout.COLOR : COL : -1 : 1
#const c[5] = 0 1
PARAM c[6] = { program.local[0..4],
		{ 0, 1 } };
TEMP R0;
MOV R0.zw, c[5].xyxy;
MUL R0.xy, fragment.texcoord[0], c[0];
MUL R0, R0, c[1];
ADD R0, R0, c[2];
ADD R0, R0, c[3];
ADD result.color, R0, c[4];
END
# 6 instructions, 1 R-regs
