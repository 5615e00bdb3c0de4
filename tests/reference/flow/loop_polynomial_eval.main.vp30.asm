!!VP2.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile vp30
# source file: tests/shaders/flow/loop_polynomial_eval.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile vp30
#program main
#semantic main.mvp
#semantic main.degree
#semantic main.coeffs
#var float4 pos : $vin.POSITION : ATTR0 : 0 : 1
#var float4 hpos : $vout.POSITION : HPOS : 1 : 1
#var float4 color : $vout.COLOR0 : COL0 : 2 : 1
#var float4x4 mvp :  : c[0], 4 : 3 : 1
#var int degree :  : c[4] : 4 : 1
#var float coeffs[0] :  : c[5] : 5 : 1
#var float coeffs[1] :  : c[6] : 5 : 1
#var float coeffs[2] :  : c[7] : 5 : 1
#var float coeffs[3] :  : c[8] : 5 : 1
#var float coeffs[4] :  : c[9] : 5 : 1
#var float coeffs[5] :  : c[10] : 5 : 1
#var float coeffs[6] :  : c[11] : 5 : 1
#var float coeffs[7] :  : c[12] : 5 : 1
#const c[13] = 1 0
BB0:
MOV   R0.z, c[13].x;
ARL   A0.x, c[4];
SGEC  CC.x, c[4], R0.z;
MOV   R0.x, c[A0.x + 5];
ADD   R0.y, c[4].x, -R0.z;
BRA   BB2 (EQ.x);
BB1:
ARL   A0.x, R0.y;
SGEC  CC.x, R0.y, c[13];
MAD   R0.x, R0, v[0], c[A0.x + 5];
ADD   R0.y, -c[13].x, R0;
BRA   BB1 (NE.x);
BB2:
MOV   R1.xz, v[0];
MOV   R1.w, c[13].x;
MOV   R1.y, R0.x;
DP4   o[HPOS].w, R1, c[3];
DP4   o[HPOS].z, R1, c[2];
DP4   o[HPOS].y, R1, c[1];
DP4   o[HPOS].x, R1, c[0];
MOV   o[COL0].yzw, c[13].xyyx;
FRC   o[COL0].x, R0;
END
# 20 instructions, 2 R-regs
