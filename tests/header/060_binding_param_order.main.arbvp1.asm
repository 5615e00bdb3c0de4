!!ARBvp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbvp1
# source file: tests/header/060_binding_param_order.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbvp1
#program main
#semantic main.a
#semantic main.b
#semantic main.c
#semantic main.d
#var float4 p : $vin.POSITION : POSITION : 0 : 1
#var float4 a :  : c[1] : 1 : 1
#var float4 b :  : c[2] : 2 : 1
#var float4 c :  : c[3] : 3 : 1
#var float4 d :  : c[4] : 4 : 1
#var float4 main : $vout.POSITION : HPOS : -1 : 1
PARAM c[5] = { program.local[0..4] };
TEMP R0;
MOV R0, c[2];
MUL R0, R0, c[3];
MAD R0, vertex.position, c[4], R0;
ADD result.position, R0, c[1];
END
# 4 instructions, 1 R-regs
