!!ARBvp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -quiet -profile arbvp1
# source file: tests/sema/cases/421_conv_ctor_last_argument_overflows.cg
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
MOV R0.xy, vertex.position;
ADD R0, R0, vertex.position.xyzx;
ADD result.position, R0, vertex.position.xyxy;
END
# 4 instructions, 1 R-regs
