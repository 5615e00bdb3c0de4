!!VP2.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile vp30
# source file: tests/header/361_loop_condition_inputs.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile vp30
#program main
#semantic main.mvp
#var float4 IN.position : $vin.POSITION : ATTR0 : 0 : 1
#var float4 IN.steps : $vin.TEXCOORD0 : TEXCOORD0 : 0 : 0
#var float4 IN.bias : $vin.TEXCOORD1 : TEXCOORD1 : 0 : 0
#var float4 IN.weight : $vin.TEXCOORD2 : TEXCOORD2 : 0 : 0
#var float4 IN.spare : $vin.TEXCOORD3 : TEXCOORD3 : 0 : 0
#var float4x4 mvp :  : c[0], 4 : 1 : 1
#var float4 main : $vout.POSITION : HPOS : -1 : 1
#const c[4] = 0 4 1
BB0:
SLTC  CC.x, c[4], c[4].y;
MOV   R0.x, c[4];
BRA   BB2 (EQ.x);
BB1:
ADD   R0.x, c[4].z, R0;
SLTC  CC.x, R0, c[4].y;
BRA   BB1 (NE.x);
BB2:
DP4   o[HPOS].w, v[0], c[3];
DP4   o[HPOS].z, v[0], c[2];
DP4   o[HPOS].y, v[0], c[1];
DP4   o[HPOS].x, v[0], c[0];
END
# 10 instructions, 1 R-regs
