!!VP2.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -quiet -profile vp30
# source file: tests/sema/cases/421_conv_ctor_last_argument_overflows.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile vp30
#program main
#semantic main.mv
#var float4 p : $vin.POSITION : ATTR0 : 0 : 1
#var float4x4 mv :  : c[0], 4 : 1 : 1
#var float4 main : $vout.POSITION : HPOS : -1 : 1
BB0:
MOV   R0.zw, c[1].xyxy;
MOV   R0.xy, v[0];
ADD   R0, R0, v[0].xyzx;
ADD   o[HPOS], v[0].xyxy, R0;
END
# 4 instructions, 1 R-regs
