!!VP1.1
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -quiet -profile vp20
# source file: tests/vm/cg/vs_sincos.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile vp20
#program main
#semantic main.time
#semantic main.wave
#var float4 p : $vin.POSITION : ATTR0 : 0 : 1
#var float time :  : c[0] : 1 : 1
#var float4 wave :  : c[1] : 2 : 1
#var float4 hpos : $vout.POSITION : HPOS : 3 : 1
#var float4 col : $vout.COLOR0 : COL0 : 4 : 1
#const c[2] = 0 24.980801 -24.980801 0.15915491
#const c[3] = 0 0.5 1 0.25
#const c[4] = -60.145809 60.145809 85.453789 -85.453789
#const c[5] = -64.939346 64.939346 19.73921 -19.73921
#const c[6] = -1 1 -9 0.75
MUL   R0.xy, v[0], c[1];
ADD   R0.xy, R0, c[0].x;
MUL   R0.xy, R0, c[2].w;
EXP   R1.y, R0.y;
ADD   R3.xyz, -R1.y, c[3];
SLT   R1.x, R1.y, c[3].w;
ADD   R0.x, R0, -c[3].w;
EXP   R0.y, R0.x;
MUL   R4.xyz, R3, R3;
MUL   R0.xzw, R4.xyyz, c[2].yyzy;
ADD   R2.xyz, -R0.y, c[3];
MUL   R2.xyz, R2, R2;
MUL   R3.xyz, R2, c[2].yzyw;
ADD   R0.xzw, R0, c[4].xyyx;
MAD   R0.xzw, R0, R4.xyyz, c[4].zywz;
MAD   R0.xzw, R0, R4.xyyz, c[5].xyyx;
MAD   R0.xzw, R0, R4.xyyz, c[5].zywz;
ADD   R3.xyz, R3, c[4].xyxw;
MAD   R3.xyz, R3, R2, c[4].zwzw;
MAD   R3.xyz, R3, R2, c[5].xyxw;
MAD   R0.xzw, R0, R4.xyyz, c[6].xyyx;
SGE   R1.yz, R1.y, c[6].xzww;
MAD   R3.xyz, R3, R2, c[5].zwzw;
MOV   R4.xz, R1;
DP3   R4.y, R1, c[6].xyxw;
DP3   R0.w, R0.xzww, -R4;
SLT   R0.x, R0.y, c[3].w;
MAD   R1.xyz, R3, R2, c[6].xyxw;
SGE   R0.yz, R0.y, c[6].xzww;
MOV   R1.w, c[3].z;
MOV   R2.xz, R0;
DP3   R2.y, R0, c[6].xyxw;
DP3   R1.x, R1, -R2;
MUL   R1.z, R1.x, R0.w;
MOV   R1.y, R0.w;
MOV   o[COL0], R1;
MUL   R1.y, R1.x, c[1].z;
MOV   R1.xw, c[2].x;
MUL   R1.z, R0.w, c[1].w;
ADD   o[HPOS], v[0], R1;
END
# 40 instructions, 0 R-regs
