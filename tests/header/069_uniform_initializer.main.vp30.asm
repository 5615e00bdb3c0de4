!!VP2.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile vp30
# source file: tests/header/069_uniform_initializer.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile vp30
#program main
#semantic withInit
#semantic scalarInit
#var float4 p : $vin.POSITION : ATTR0 : 0 : 1
#var float4 withInit :  : c[0] : -1 : 1
#var float scalarInit :  : c[1] : -1 : 1
#var float4 main : $vout.POSITION : HPOS : -1 : 1
#default withInit = 1 2 3 4
#default scalarInit = 0.5
BB0:
MUL   R0, v[0], c[0];
ADD   o[HPOS], c[1].x, R0;
END
# 2 instructions, 1 R-regs
