!!VP2.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile vp30
# source file: tests/shaders/stdlib/int_args.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile vp30
#program vmain
#var float4 p : $vin.POSITION : ATTR0 : 0 : 1
#var float4 idx : $vin.TEXCOORD0 : TEXCOORD0 : 1 : 1
#var float4 hpos : $vout.POSITION : HPOS : 2 : 1
#var float4 t0 : $vout.TEXCOORD0 : TEX0 : 3 : 1
#var float4 t1 : $vout.TEXCOORD1 : TEX1 : 4 : 1
#const c[0] = 4 3 0 2
#const c[1] = 1
BB0:
MUL   R0.xyz, v[8], c[0].xyyw;
FLR   R1.xyz, |R0|;
MOVC  CC.xyz, R0;
MOV   R0.x, R1;
MOV   R0.x(LT), -R1;
MIN   R0.zw, R0.x, c[0].xyyw;
MOV   R2.xy, R1.yzzw;
MOV   R2.xy(LT.yzzw), -R1.yzzw;
RSQ   R0.y, |R0.x|;
MAX   o[TEX0].zw, R2.xyxy, c[1].x;
FLR   o[TEX1].y, R2.x;
MAX   o[TEX0].x, R0.z, c[0].z;
MOV   o[TEX0].y, R0.w;
MOV   o[TEX1].x, |R0|;
RCP   o[TEX1].z, R0.y;
SIN   o[TEX1].w, R0.x;
MOV   o[HPOS], v[0];
END
# 17 instructions, 3 R-regs
