!!VP1.1
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile vp20
# source file: tests/header/377_const_global_folded_or_uniform.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile vp20
#program main
#semantic phase
#semantic gain
#semantic radius
#semantic wrap
#semantic steps
#semantic up
#var float4 p : $vin.POSITION : ATTR0 : 0 : 1
#var float phase :  : c[0] : -1 : 1
#var float gain :  : c[1] : -1 : 1
#var float radius :  : c[2] : -1 : 1
#var int wrap :  : c[3] : -1 : 1
#var int2 steps :  : c[4] : -1 : 1
#var float3 up :  : c[5] : -1 : 1
#var float4 main : $vout.POSITION : HPOS : -1 : 1
#const c[6] = 0.26726124 0.53452247 0.80178374 3
#const c[7] = 0
#default up = 0 0.60000002 0.80000001
MOV   R0.xyz, c[6];
MUL   R1.xyz, R0, c[0].x;
MOV   R1.w, c[6];
MOV   R0.xyz, c[5];
MOV   R0.w, c[2].x;
ADD   R0, R1, R0;
MAD   R1, v[0], c[1].x, R0;
MOV   R0.yz, c[4].xxyw;
MOV   R0.w, c[7].x;
MOV   R0.x, c[3];
ADD   o[HPOS], R1, R0;
END
# 11 instructions, 0 R-regs
