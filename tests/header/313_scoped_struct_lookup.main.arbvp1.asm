!!ARBvp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbvp1
# source file: tests/header/313_scoped_struct_lookup.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbvp1
#program main
#semantic s
#semantic late
#var float4 v : $vin.POSITION : POSITION : 0 : 1
#var float4 s.e :  : c[1] : -1 : 1
#var float4 late.f :  : c[2] : -1 : 1
#var float4 main : $vout.POSITION : HPOS : -1 : 1
PARAM c[3] = { program.local[0..2] };
TEMP R0;
ADD R0, vertex.position, c[1];
ADD result.position, R0, c[2];
END
# 2 instructions, 1 R-regs
