!!VP2.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile vp30
# source file: tests/header/377_const_global_folded_or_uniform.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile vp30
#program main
#semantic gain
#semantic radius
#semantic wrap
#semantic steps
#semantic up
#var float4 p : $vin.POSITION : ATTR0 : 0 : 1
#var float gain :  : c[0] : -1 : 1
#var float radius :  : c[1] : -1 : 1
#var int wrap :  : c[2] : -1 : 1
#var int2 steps :  : c[3] : -1 : 1
#var float3 up :  : c[4] : -1 : 1
#var float4 main : $vout.POSITION : HPOS : -1 : 1
#const c[5] = 0
#const c[6] = 0.12813187 0.25626373 0.3843956 3
#default up = 0 0.60000002 0.80000001
BB0:
MOV   R0.xyz, c[4];
MOV   R0.w, c[1].x;
MAD   R1, v[0], c[0].x, R0;
MOV   R0.yz, c[3].xxyw;
MOV   R0.x, c[2];
MOV   R0.w, c[5].x;
ADD   R0, R0, R1;
ADD   o[HPOS], c[6], R0;
END
# 8 instructions, 2 R-regs
