!!VP2.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile vp30
# source file: tests/shaders/flow/abs_sign_branch.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile vp30
#program main
#semantic main.mvp
#semantic main.mirrorAxis
#var float4 pos : $vin.POSITION : ATTR0 : 0 : 1
#var float3 N : $vin.NORMAL : ATTR2 : 1 : 1
#var float4 hpos : $vout.POSITION : HPOS : 2 : 1
#var float4 color : $vout.COLOR0 : COL0 : 3 : 1
#var float4x4 mvp :  : c[0], 4 : 4 : 1
#var float3 mirrorAxis :  : c[4] : 5 : 1
#const c[5] = 2 1 0
BB0:
DP3   R0.x, v[0], c[4];
SSG   R1.x, R0;
MOVC  CC.x, R1;
MOV   R0, v[0];
BRA   BB2 (GE.x);
BB1:
DP3   R0.y, v[2], c[4];
MUL   R1.xyz, R0.y, c[4];
DP3   R0.x, v[0], c[4];
MUL   R0.xyz, R0.x, c[4];
MAD   R1.xyz, -R1, c[5].x, v[2];
MAD   R0.xyz, -R0, c[5].x, v[0];
MOV   o[COL0].xyz, |R1|;
MOV   R0.w, v[0];
MOV   o[COL0].w, c[5].y;
BRA   BB3;
BB2:
MAX   o[COL0].xyz, v[2], c[5].z;
MIN   o[COL0].w, |R1.x|, c[5].y;
BB3:
DP4   o[HPOS].w, R0, c[3];
DP4   o[HPOS].z, R0, c[2];
DP4   o[HPOS].y, R0, c[1];
DP4   o[HPOS].x, R0, c[0];
END
# 21 instructions, 2 R-regs
