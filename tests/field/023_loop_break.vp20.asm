!!VP1.1
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -quiet -profile vp20
# source file: 023_loop_break.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile vp20
#program main
#semantic main.lim
#semantic main.k
#var float4 p : $vin.POSITION : ATTR0 : 0 : 1
#var float4 t : $vin.TEXCOORD0 : TEXCOORD0 : 1 : 1
#var float lim[0] :  : c[0] : 2 : 1
#var float lim[1] :  : c[1] : 2 : 1
#var float lim[2] :  : c[2] : 2 : 1
#var float lim[3] :  : c[3] : 2 : 1
#var float4 k[0] :  : c[4] : 3 : 1
#var float4 k[1] :  : c[5] : 3 : 1
#var float4 k[2] :  : c[6] : 3 : 1
#var float4 k[3] :  : c[7] : 3 : 1
#var float4 col : $vout.COLOR0 : COL0 : 4 : 1
#var float4 main : $vout.POSITION : HPOS : -1 : 1
#const c[8] = 0 1
SLT   R0.y, v[8].x, c[0].x;
MAX   R0.x, -R0.y, R0.y;
SLT   R1.x, c[8], R0;
SGE   R0.z, -R1.x, -c[8].x;
MAX   R0.x, -R0.z, R0.z;
SLT   R0.x, c[8], R0;
ADD   R1.z, R0.x, c[8].x;
ARL   A0.x, R1.z;
SLT   R0.x, v[8], c[A0.x];
MUL   R0.x, R0, R0.z;
MAX   R0.w, -R0.x, R0.x;
SLT   R0.w, c[8].x, R0;
MAX   R2.y, -R0.x, R0.x;
ADD   R1.y, -R0.w, c[8];
ADD   R1.x, -R1, c[8];
MUL   R1.w, R1.y, R1.x;
SGE   R1.x, -R0.w, -R1.w;
MUL   R0.z, R1.x, R0;
MAX   R1.x, -R0.z, R0.z;
SLT   R1.x, c[8], R1;
ADD   R1.y, -R1.x, c[8];
MUL   R2.x, R1.z, R1.y;
ADD   R1.y, R1.z, c[8];
MAD   R1.x, R1, R1.y, R2;
ARL   A0.x, R1.x;
SLT   R1.y, v[8].x, c[A0.x].x;
MUL   R1.y, R1, R0.z;
MAX   R2.x, -R1.y, R1.y;
MAX   R1.y, -R1, R1;
SLT   R2.x, c[8], R2;
ADD   R0.w, -R0, R1;
ADD   R1.w, -R2.x, c[8].y;
MUL   R0.w, R1, R0;
SGE   R0.w, -R2.x, -R0;
MAX   R2.x, -R0.y, R0.y;
MUL   R1.w, R0, R0.z;
MAX   R0.z, -R1.w, R1.w;
SLT   R0.z, c[8].x, R0;
ADD   R0.w, -R0.z, c[8].y;
SLT   R2.z, c[8].x, R2.x;
MUL   R0.w, R1.x, R0;
ADD   R0.y, R1.x, c[8];
MAD   R2.x, R0.z, R0.y, R0.w;
ADD   R0.y, -R2.z, c[8];
MUL   R0, R0.y, c[7];
ARL   A0.x, R1.z;
SLT   R2.y, c[8].x, R2;
MAD   R0, R2.z, c[4], R0;
ADD   R2.z, -R2.y, c[8].y;
MUL   R0, R2.z, R0;
MAD   R0, R2.y, c[A0.x + 4], R0;
ARL   A0.x, R2.x;
SLT   R1.z, v[8].x, c[A0.x].x;
MUL   R1.z, R1, R1.w;
SLT   R1.y, c[8].x, R1;
MAX   R1.z, -R1, R1;
ADD   R1.w, -R1.y, c[8].y;
ARL   A0.x, R1.x;
SLT   R1.z, c[8].x, R1;
MUL   R0, R1.w, R0;
MAD   R0, R1.y, c[A0.x + 4], R0;
ADD   R1.x, -R1.z, c[8].y;
MUL   R0, R1.x, R0;
ARL   A0.x, R2.x;
MAD   o[COL0], R1.z, c[A0.x + 4], R0;
MOV   o[HPOS], v[0];
END
# 66 instructions, 0 R-regs
