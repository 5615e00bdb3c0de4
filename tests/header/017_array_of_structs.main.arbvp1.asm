!!ARBvp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbvp1
# source file: tests/header/017_array_of_structs.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbvp1
#program main
#semantic lights
#var float4 p : $vin.POSITION : POSITION : 0 : 1
#var float4 lights[0].pos :  : c[1] : -1 : 1
#var float4 lights[0].col :  :  : -1 : 0
#var float4 lights[1].pos :  :  : -1 : 0
#var float4 lights[1].col :  :  : -1 : 0
#var float4 lights[2].pos :  :  : -1 : 0
#var float4 lights[2].col :  : c[2] : -1 : 1
#var float4 main : $vout.POSITION : HPOS : -1 : 1
PARAM c[3] = { program.local[0..2] };
TEMP R0;
ADD R0, vertex.position, c[1];
ADD result.position, R0, c[2];
END
# 2 instructions, 1 R-regs
