!!ARBvp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -quiet -profile arbvp1
# source file: tests/sema/cases/419_conv_vector_ctor_from_matrix.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbvp1
#program main
#semantic main.mv
#var float4 p : $vin.POSITION : POSITION : 0 : 1
#var float4x4 mv :  : c[1], 4 : 1 : 1
#var float4 main : $vout.POSITION : HPOS : -1 : 1
PARAM c[5] = { program.local[0..4] };
TEMP R0;
MOV R0.zw, c[2].xyxy;
MOV R0.xy, c[1];
ADD result.position, R0, vertex.position;
END
# 3 instructions, 1 R-regs
