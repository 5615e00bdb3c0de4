!!ARBvp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbvp1
# source file: tests/header/069_uniform_initializer.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbvp1
#program main
#semantic withInit
#semantic scalarInit
#var float4 p : $vin.POSITION : POSITION : 0 : 1
#var float4 withInit :  : c[1] : -1 : 1
#var float scalarInit :  : c[2] : -1 : 1
#var float4 main : $vout.POSITION : HPOS : -1 : 1
#default withInit = 1 2 3 4
#default scalarInit = 0.5
PARAM c[3] = { program.local[0..2] };
TEMP R0;
MUL R0, vertex.position, c[1];
ADD result.position, R0, c[2].x;
END
# 2 instructions, 1 R-regs
