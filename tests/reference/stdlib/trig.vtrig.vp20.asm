!!VP1.1
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile vp20
# source file: tests/shaders/stdlib/trig.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile vp20
#program vtrig
#var float4 p : $vin.POSITION : ATTR0 : 0 : 1
#var float4 a : $vin.TEXCOORD0 : TEXCOORD0 : 1 : 1
#var float4 hpos : $vout.POSITION : HPOS : 2 : 1
#var float4 t0 : $vout.TEXCOORD0 : TEX0 : 3 : 1
#var float4 t1 : $vout.TEXCOORD1 : TEX1 : 4 : 1
#const c[0] = 0 1 0.47746474 0.5
#const c[1] = -24.980801 60.145809 0.25 0.75
#const c[2] = 0.25 0.5 0.75 1
#const c[3] = -85.453789 64.939346 -19.73921 1
#const c[4] = 1 -1 24.980801 -24.980801
#const c[5] = -60.145809 60.145809 85.453789 -85.453789
#const c[6] = -64.939346 64.939346 19.73921 -19.73921
#const c[7] = -9 0.75 0.15915491
MUL   R2.xy, v[8].wxzw, c[0].z;
EXP   R0.y, R2.x;
SLT   R1, R0.y, c[2];
ADD   R3.xyz, R1.yzww, -R1;
MOV   R1.yzw, R3.xxyz;
DP3   R0.z, R3, c[0].wwyw;
DP4   R0.w, R1, c[1].zzww;
ADD   R0.xy, R0.y, -R0.zwzw;
MUL   R0.zw, R0.xyxy, R0.xyxy;
ADD   R2.x, R2.y, -c[1].z;
EXP   R0.y, R2.x;
MUL   R5.xy, R0.zwzw, R0.zwzw;
ADD   R3.xyz, -R0.y, c[0].xwyw;
MUL   R3.xyz, R3, R3;
MUL   R2, R5.xxyy, c[1].xyxy;
MUL   R4.xyz, R3, c[4].zwzw;
ADD   R2, R2, c[3].xyxy;
MAD   R2, R2, R5.xxyy, c[3].zwzw;
ADD   R4.xyz, R4, c[5].xyxw;
MAD   R0.zw, R2.xyxz, R0, R2.xyyw;
MAD   R2.xyz, R4, R3, c[5].zwzw;
SLT   R0.x, R0.y, c[1].z;
DP4   R4.y, R1, c[4].xxyy;
DP4   R4.x, R1, c[4].xyyx;
MUL   R0.zw, R4.xyxy, R0;
MAD   R1.xyz, R2, R3, c[6].xyxw;
MAD   R1.xyz, R1, R3, c[6].zwzw;
MOV   o[TEX1].x, R0.z;
SGE   R0.yz, R0.y, c[7].xxyw;
MAD   R1.xyz, R1, R3, c[4].yxyw;
DP3   R0.y, R0, c[4].yxyw;
DP3   o[TEX0].x, R1, -R0;
MUL   R2.xy, v[8].yzzw, c[7].z;
EXP   R0.y, R2.y;
EXP   R1.y, R2.x;
ADD   R2.xyz, -R1.y, c[0].xwyw;
MUL   R2.xyz, R2, R2;
SLT   R1.x, R1.y, c[1].z;
ADD   R3.xyz, -R0.y, c[0].xwyw;
MUL   R3.xyz, R3, R3;
MUL   R5.xyz, R2, c[4].zwzw;
MUL   R4.xyz, R3, c[4].zwzw;
ADD   R5.xyz, R5, c[5].xyxw;
MAD   R5.xyz, R5, R2, c[5].zwzw;
MAD   R5.xyz, R5, R2, c[6].xyxw;
MAD   R5.xyz, R5, R2, c[6].zwzw;
ADD   R4.xyz, R4, c[5].xyxw;
MAD   R4.xyz, R4, R3, c[5].zwzw;
MAD   R4.xyz, R4, R3, c[6].xyxw;
MAD   R2.xyz, R5, R2, c[4].yxyw;
SGE   R1.yz, R1.y, c[7].xxyw;
MOV   R5.xz, R1;
DP3   R5.y, R1, c[4].yxyw;
DP3   o[TEX0].y, R2, -R5;
MAD   R4.xyz, R4, R3, c[6].zwzw;
SLT   R2.x, R0.y, c[1].z;
SGE   R2.yz, R0.y, c[7].xxyw;
MAD   R1.xyz, R4, R3, c[4].yxyw;
MOV   R0.xz, R2;
DP3   R0.y, R2, c[4].yxyw;
MOV   o[TEX0].w, R0;
DP3   o[TEX0].z, R1, -R0;
MOV   o[HPOS], v[0];
MOV   o[TEX1].yzw, c[0].xxxy;
END
# 64 instructions, 0 R-regs
