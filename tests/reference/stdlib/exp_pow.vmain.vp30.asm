!!VP2.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile vp30
# source file: tests/shaders/stdlib/exp_pow.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile vp30
#program vmain
#semantic vmain.mvp
#semantic vmain.density
#var float4 position : $vin.POSITION : ATTR0 : 0 : 1
#var float4x4 mvp :  : c[0], 4 : 1 : 1
#var float density :  : c[4] : 2 : 1
#var float4 hpos : $vout.POSITION : HPOS : 3 : 1
#var float fog : $vout.FOG : FOGC : 4 : 1
#var float4 weights : $vout.TEXCOORD0 : TEX0 : 5 : 1
#const c[5] = 1.4426951
#const c[6] = -0.5 -2 -4.5 -8
BB0:
MUL   R0, v[0].w, c[6];
MUL   R0, R0, c[5].x;
EX2   o[TEX0].x, R0.x;
DP4   R0.x, v[0], c[2];
EX2   o[TEX0].y, R0.y;
MUL   R0.y, R0.x, c[4].x;
MOV   o[HPOS].z, R0.x;
MUL   R0.x, -R0.y, R0.y;
MUL   R0.x, R0, c[5];
EX2   o[TEX0].z, R0.z;
EX2   o[TEX0].w, R0.w;
DP4   o[HPOS].w, v[0], c[3];
DP4   o[HPOS].y, v[0], c[1];
DP4   o[HPOS].x, v[0], c[0];
EX2   o[FOGC].x, R0.x;
END
# 15 instructions, 1 R-regs
