!!VP2.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -quiet -profile vp30
# source file: tests/vm/cg/vs_loop.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile vp30
#program main
#semantic main.count
#semantic main.ldir
#semantic main.lcol
#var float4 p : $vin.POSITION : ATTR0 : 0 : 1
#var float3 n : $vin.NORMAL : ATTR2 : 1 : 1
#var int count :  : c[0] : 2 : 1
#var float3 ldir[0] :  : c[1] : 3 : 1
#var float3 ldir[1] :  : c[2] : 3 : 1
#var float3 ldir[2] :  : c[3] : 3 : 1
#var float3 ldir[3] :  : c[4] : 3 : 1
#var float3 lcol[0] :  : c[5] : 4 : 1
#var float3 lcol[1] :  : c[6] : 4 : 1
#var float3 lcol[2] :  : c[7] : 4 : 1
#var float3 lcol[3] :  : c[8] : 4 : 1
#var float4 hpos : $vout.POSITION : HPOS : 5 : 1
#var float4 col : $vout.COLOR0 : COL0 : 6 : 1
#const c[9] = 0 1
BB0:
MOV   R1.x, c[0];
SLTC  CC.x, c[9], R1;
MOV   o[HPOS], v[0];
MOV   R0.xyz, c[9].x;
MOV   R0.w, c[9].x;
BRA   BB2 (EQ.x);
BB1:
ARL   A0.x, R0.w;
DP3   R1.x, v[2], c[A0.x + 1];
MAX   R1.x, R1, c[9];
ADD   R0.w, c[9].y, R0;
SLTC  CC.x, R0.w, c[0];
MAD   R0.xyz, R1.x, c[A0.x + 5], R0;
BRA   BB1 (NE.x);
BB2:
MOV   o[COL0].xyz, R0;
MOV   o[COL0].w, c[0].x;
END
# 15 instructions, 2 R-regs
