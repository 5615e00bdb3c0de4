!!VP2.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile vp30
# source file: tests/shaders/stdlib/frexp_ldexp.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile vp30
#program vmain
#var float4 p : $vin.POSITION : ATTR0 : 0 : 1
#var float4 a : $vin.TEXCOORD0 : TEXCOORD0 : 1 : 1
#var float4 hpos : $vout.POSITION : HPOS : 2 : 1
#var float4 t0 : $vout.TEXCOORD0 : TEX0 : 3 : 1
#var float4 t1 : $vout.TEXCOORD1 : TEX1 : 4 : 1
#const c[0] = 10 0 1 7
#const c[1] = 5 8
BB0:
MUL   R1.xyz, v[8].zwzw, c[1].xxyw;
MUL   R0.zw, v[8].xyxy, c[0].xyxw;
FLR   R0.xy, -R1;
FLR   R1.w, -R0;
MOV   R0.xy, -R0;
MOVC  CC.xy, R1;
FLR   R0.xy(GE), R1;
ADD   R1.xy, R1, -R0;
LG2   R0.x, |R0.z|;
MOV   R1.w, -R1;
SLTC  CC.x, R0.w, c[0].y;
FLR   R1.w(EQ.x), R0;
ADD   o[TEX1].z, R0.y, R1.x;
ADD   R0.y, R0.w, -R1.w;
FLR   R0.x, R0;
ADD   R1.x, c[0].z, R0;
SNE   R0.x, R0.z, c[0].y;
MUL   R1.x, R0, R1;
EX2   R0.x, -R1.x;
MUL   R0.z, R0, R0.x;
MOV   R0.x, R1;
MOV   R0.w, R1;
MOV   o[TEX0], R0.zxyw;
EX2   R0.x, R1.x;
MOV   o[TEX1].w, R1.y;
MOV   o[HPOS], v[0];
MUL   o[TEX1].x, R0.z, R0;
MOV   o[TEX1].y, R1.z;
END
# 28 instructions, 2 R-regs
