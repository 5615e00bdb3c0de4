!!ARBvp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbvp1
# source file: tests/header/025_dead_code_uniform.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbvp1
#program main
#semantic main.pDead
#semantic gDead
#semantic gLive
#var float4 p : $vin.POSITION : POSITION : 0 : 1
#var float4 pDead :  :  : 1 : 0
#var float4 gDead :  :  : -1 : 0
#var float4 gLive :  : c[1] : -1 : 1
#var float4 main : $vout.POSITION : HPOS : -1 : 1
PARAM c[2] = { program.local[0..1] };
ADD result.position, vertex.position, c[1];
END
# 1 instructions, 0 R-regs
