!!VP1.1
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile vp20
# source file: tests/shaders/stdlib/int_args.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile vp20
#program vmain
#var float4 p : $vin.POSITION : ATTR0 : 0 : 1
#var float4 idx : $vin.TEXCOORD0 : TEXCOORD0 : 1 : 1
#var float4 hpos : $vout.POSITION : HPOS : 2 : 1
#var float4 t0 : $vout.TEXCOORD0 : TEX0 : 3 : 1
#var float4 t1 : $vout.TEXCOORD1 : TEX1 : 4 : 1
#const c[0] = 0 1 4 3
#const c[1] = 2 24.980801 -24.980801 0.15915491
#const c[2] = 0 0.5 1 0.25
#const c[3] = -60.145809 60.145809 85.453789 -85.453789
#const c[4] = -64.939346 64.939346 19.73921 -19.73921
#const c[5] = -1 1 -9 0.75
MUL   R1.xyz, v[8], c[0].zwww;
SLT   R0.xyz, R1, c[0].x;
MAX   R0.xyz, -R0, R0;
SLT   R2.xyz, c[0].x, R0;
MAX   R3.xyz, R1, -R1;
EXP   R0.y, R3.x;
ADD   R0.y, R3.x, -R0;
ADD   R0.xzw, -R2.xyyz, c[0].y;
MUL   R0.x, R0.y, R0;
MAD   R0.x, R2, -R0.y, R0;
MUL   R0.y, R0.x, c[1].w;
ADD   R0.y, R0, -c[2].w;
EXP   R0.y, R0.y;
ADD   R1.xyz, -R0.y, c[2];
MUL   R1.xyz, R1, R1;
MUL   R4.xyz, R1, c[1].yzyw;
ADD   R4.xyz, R4, c[3].xyxw;
MAD   R4.xyz, R4, R1, c[3].zwzw;
MAD   R4.xyz, R4, R1, c[4].xyxw;
MAD   R4.xyz, R4, R1, c[4].zwzw;
MAD   R1.xzw, R4.xyyz, R1.xyyz, c[5].xyyx;
EXP   R1.y, R3.y;
ADD   R3.x, R3.y, -R1.y;
SLT   R4.x, R0.y, c[2].w;
SGE   R4.yz, R0.y, c[5].xzww;
EXP   R0.y, R3.z;
ADD   R3.y, R3.z, -R0;
DP3   R4.y, R4, c[5].xyxw;
DP3   R1.w, R1.xzww, -R4;
MAX   R1.x, R0, -R0;
MUL   R0.zw, R0, R3.xyxy;
MAD   R0.zw, R2.xyyz, -R3.xyxy, R0;
EXP   R0.y, R0.z;
ADD   R1.y, R0.z, -R0;
RSQ   R1.z, R1.x;
RCP   R1.z, R1.z;
MIN   R0.y, R0.x, c[0].w;
MOV   o[TEX1], R1;
MAX   o[TEX0].zw, R0, c[0].y;
MAX   o[TEX0].x, R0.y, c[0];
MIN   o[TEX0].y, R0.x, c[1].x;
MOV   o[HPOS], v[0];
END
# 42 instructions, 0 R-regs
