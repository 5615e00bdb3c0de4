!!ARBfp1.0
OPTION ATI_draw_buffers;
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -quiet -profile arbfp1
# source file: tests/vm/cg/fs_mrt.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbfp1
#program main
#var float4 a : $vin.TEXCOORD0 : TEX0 : 0 : 1
#var float4 b : $vin.COLOR0 : COL0 : 1 : 1
#var float4 c0 : $vout.COLOR0 : COL : 2 : 1
#var float4 c1 : $vout.COLOR1 : COL1 : 3 : 1
TEMP R0;
MOV R0, fragment.color.primary;
ADD result.color[1], fragment.texcoord[0], -R0;
ADD result.color, fragment.texcoord[0], R0;
END
# 3 instructions, 1 R-regs
