!!VP1.1
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile vp20
# source file: tests/shaders/stdlib/exp_pow.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile vp20
#program vmain
#semantic vmain.mvp
#semantic vmain.density
#var float4 position : $vin.POSITION : ATTR0 : 0 : 1
#var float4x4 mvp :  : c[0], 4 : 1 : 1
#var float density :  : c[4] : 2 : 1
#var float4 hpos : $vout.POSITION : HPOS : 3 : 1
#var float fog : $vout.FOG : FOGC : 4 : 1
#var float4 weights : $vout.TEXCOORD0 : TEX0 : 5 : 1
#const c[5] = 2.718282
#const c[6] = -0.5 -2 -4.5 -8
MUL   R0, v[0].w, c[6].yzxw;
MOV   R1.z, R0;
MOV   R1.xy, c[5].x;
LIT   R0.z, R1.xyzz;
MOV   o[TEX0].x, R0.z;
MOV   R0.z, R0.y;
MOV   R1.z, R0.x;
MOV   R0.xy, c[5].x;
LIT   o[TEX0].z, R0.xyzz;
DP4   R0.x, v[0], c[2];
MOV   R1.xy, c[5].x;
LIT   R1.z, R1.xyzz;
MOV   o[TEX0].y, R1.z;
MOV   R1.z, R0.w;
MOV   R1.xy, c[5].x;
LIT   R0.z, R1.xyzz;
MUL   R0.y, R0.x, c[4].x;
MUL   R1.z, -R0.y, R0.y;
MOV   R1.xy, c[5].x;
LIT   R1.z, R1.xyzz;
MOV   o[TEX0].w, R0.z;
MOV   o[FOGC].x, R1.z;
DP4   o[HPOS].w, v[0], c[3];
MOV   o[HPOS].z, R0.x;
DP4   o[HPOS].y, v[0], c[1];
DP4   o[HPOS].x, v[0], c[0];
END
# 26 instructions, 0 R-regs
