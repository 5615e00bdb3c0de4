!!VP1.1
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile vp20
# source file: tests/header/059_const_builtin.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile vp20
#program main
#var float4 p : $vin.POSITION : ATTR0 : 0 : 1
#var float4 main : $vout.POSITION : HPOS : -1 : 1
#const c[0] = 2.718282 24.980801 -24.980801 0.15915491
#const c[1] = 0 0.5 1 0.25
#const c[2] = -60.145809 60.145809 85.453789 -85.453789
#const c[3] = -64.939346 64.939346 19.73921 -19.73921
#const c[4] = -1 1 -9 0.75
#const c[5] = 2.2 0.69314718 3 2
MUL   R0.x, v[0], c[0].w;
ADD   R0.x, R0, -c[1].w;
EXP   R0.y, R0.x;
ADD   R1.xyz, -R0.y, c[1];
MUL   R1.xyz, R1, R1;
SLT   R0.x, R0.y, c[1].w;
MUL   R2.xyz, R1, c[0].yzyw;
ADD   R2.xyz, R2, c[2].xyxw;
MAD   R2.xyz, R2, R1, c[2].zwzw;
MAD   R2.xyz, R2, R1, c[3].xyxw;
MAD   R2.xyz, R2, R1, c[3].zwzw;
MAD   R1.xyz, R2, R1, c[4].xyxw;
SGE   R0.yz, R0.y, c[4].xzww;
MOV   R2.xz, R0;
DP3   R2.y, R0, c[4].xyxw;
DP3   R0.x, R1, -R2;
MIN   R1, v[0], c[1].z;
MOV   R2.z, c[5].x;
MOV   R2.xy, v[0].w;
LIT   R0.z, R2.xyzz;
MOV   R0.w, R0.z;
LOG   R0.z, v[0].z;
MAX   R1, R1, c[1].x;
MOV   R2.xy, c[0].x;
MOV   R2.z, v[0].y;
LIT   R2.z, R2.xyzz;
MOV   R0.y, R2.z;
MAD   R2, -R1, c[5].w, c[5].z;
MUL   R0.z, R0, c[5].y;
MUL   R1, R1, R1;
MUL   R1, R1, R2;
DP4   R3.x, R0, R0;
RSQ   R2.x, R3.x;
MAD   o[HPOS], R2.x, R0, R1;
END
# 34 instructions, 0 R-regs
