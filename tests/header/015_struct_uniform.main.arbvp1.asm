!!ARBvp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbvp1
# source file: tests/header/015_struct_uniform.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbvp1
#program main
#semantic main.l2
#semantic light
#var float4 p : $vin.POSITION : POSITION : 0 : 1
#var float4 l2.pos :  : c[1] : 1 : 1
#var float3 l2.col :  :  : 1 : 0
#var float l2.range :  :  : 1 : 0
#var float4 light.pos :  : c[2] : -1 : 1
#var float3 light.col :  : c[3] : -1 : 1
#var float light.range :  : c[4] : -1 : 1
#var float4 main : $vout.POSITION : HPOS : -1 : 1
PARAM c[5] = { program.local[0..4] };
TEMP R0;
TEMP R1;
ADD R0, vertex.position, c[2];
MOV R1.x, c[4];
MAD R0, R1.x, c[3].xyzz, R0;
ADD result.position, R0, c[1];
END
# 4 instructions, 2 R-regs
