!!VP1.1
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -quiet -profile vp20
# source file: 026_select_blend_inf.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile vp20
#program main
#semantic main.e
#var float4 p : $vin.POSITION : ATTR0 : 0 : 1
#var float3 n : $vin.NORMAL : ATTR2 : 1 : 1
#var float e :  : c[0] : 2 : 1
#var float4 col : $vout.COLOR0 : COL0 : 3 : 1
#var float4 main : $vout.POSITION : HPOS : -1 : 1
#const c[1] = 0 1
MAX   R0.w, v[2].x, c[1].x;
SGE   R0.z, c[1].x, R0.w;
MAX   R1.x, -R0.z, R0.z;
MOV   R0.xy, R0.w;
MOV   R0.z, c[0].x;
LIT   R0.z, R0.xyzz;
SLT   R1.x, c[1], R1;
ADD   R0.x, -R1, c[1].y;
MOV   o[HPOS], v[0];
MUL   o[COL0].x, R0, R0.z;
MOV   o[COL0].zw, c[1].xyxy;
MOV   o[COL0].y, R0.w;
END
# 12 instructions, 0 R-regs
