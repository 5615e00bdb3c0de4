!!VP1.1
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -quiet -profile vp20
# source file: tests/sema/cases/537_reach_removed_code_resolution_errors.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile vp20
#program main
#semantic tex
#var float4 p : $vin.POSITION : ATTR0 : 0 : 1
#var sampler2D tex :  :  : -1 : 0
#var float4 main : $vout.POSITION : HPOS : -1 : 1
MOV   o[HPOS], v[0];
END
# 1 instructions, 0 R-regs
