!!VP1.1
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -quiet -profile vp20
# source file: tests/sema/cases/535_reach_conditional_operand.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile vp20
#program main
#var float4 p : $vin.POSITION : ATTR0 : 0 : 1
#var float4 main : $vout.POSITION : HPOS : -1 : 1
#const c[0] = 0 1
SLT   R0.x, c[0], v[0];
SGE   R0.y, c[0].x, R0.x;
SGE   R0.x, R0, c[0];
MUL   R0.x, R0, R0.y;
MAX   R0.x, -R0, R0;
SLT   R0.x, c[0], R0;
ADD   R0.y, -R0.x, c[0];
MUL   R0.zw, v[0], R0.y;
MAD   o[HPOS].zw, v[0], R0.x, R0;
MOV   o[HPOS].xy, v[0];
END
# 10 instructions, 0 R-regs
