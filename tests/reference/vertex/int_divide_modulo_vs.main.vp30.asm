!!VP2.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile vp30
# source file: tests/shaders/vertex/int_divide_modulo_vs.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile vp30
#program main
#semantic main.modelViewProj
#semantic main.columns
#var float4 position : $vin.POSITION : ATTR0 : 0 : 1
#var float4 frame : $vin.TEXCOORD0 : TEXCOORD0 : 1 : 1
#var float4 oPosition : $vout.POSITION : HPOS : 2 : 1
#var float4 oCell : $vout.TEXCOORD0 : TEX0 : 3 : 1
#var float4x4 modelViewProj :  : c[0], 4 : 4 : 1
#var float columns :  : c[4] : 5 : 1
#const c[5] = 0.2 0.25 64 20
#const c[6] = 0.5 5
BB0:
FLR   R0.x, |c[4]|;
MOV   R0.y, R0.x;
MOVC  CC.x, c[4];
MOV   R0.y(LT.x), -R0.x;
MUL   R0.z, v[8].x, c[5];
ADD   R0.x, -c[5].w, R0.z;
FLR   R0.w, |R0.x|;
SLTC  CC.x, R0.z, c[5].w;
MOV   R0.x, R0.w;
MOV   R0.x(GT), -R0.w;
RCP   R0.z, R0.y;
MUL   R0.z, R0.x, R0;
FRC   R0.w, R0.z;
MUL   R0.y, R0.w, R0;
ADD   R0.w, c[6].x, |R0.y|;
FLR   R0.w, R0;
MOVC  CC.x, R0.y;
MOV   o[TEX0].x, R0.w;
MOV   o[TEX0].x(LT), -R0.w;
FLR   R0.w, |R0.z|;
MOV   R0.y, R0.w;
MOVC  CC.x, R0.z;
MOV   R0.y(LT.x), -R0.w;
MUL   R0.zw, R0.x, c[5].xyxy;
FLR   R1.x, |R0.w|;
MOV   R0.x, R1;
MOVC  CC.x, -R0.w;
MOV   R0.x(LT), -R1;
FRC   R0.z, R0;
MUL   R0.w, R0.z, c[6].y;
ADD   R0.z, c[6].x, |R0.w|;
FLR   R1.x, R0.z;
MOV   R0.z, R1.x;
MOVC  CC.x, R0.w;
MOV   R0.z(LT.x), -R1.x;
MOV   o[TEX0].y, R0;
MOV   o[TEX0].z, R0;
MOV   o[TEX0].w, R0.x;
DP4   o[HPOS].w, v[0], c[3];
DP4   o[HPOS].z, v[0], c[2];
DP4   o[HPOS].y, v[0], c[1];
DP4   o[HPOS].x, v[0], c[0];
END
# 42 instructions, 2 R-regs
