!!ARBvp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbvp1
# source file: tests/glsl/cases/name_struct_order.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbvp1
#program main
#semantic main.c
#semantic dglob
#semantic bglob
#semantic nested
#var float4 p : $vin.POSITION : POSITION : 0 : 1
#var float4 c.x :  : c[1] : 1 : 1
#var float4 dglob.x :  : c[2] : -1 : 1
#var float4 bglob.x :  : c[3] : -1 : 1
#var float4 nested.inner.x :  : c[4] : -1 : 1
#var float4 nested.inner.y :  : c[5] : -1 : 1
#var float4 nested.y :  : c[6] : -1 : 1
#var float4 main : $vout.POSITION : HPOS : -1 : 1
PARAM c[7] = { program.local[0..6] };
TEMP R0;
ADD R0, vertex.position, c[3];
ADD R0, R0, c[1];
ADD R0, R0, c[2];
ADD R0, R0, c[4];
ADD R0, R0, c[5];
ADD result.position, R0, c[6];
END
# 6 instructions, 1 R-regs
