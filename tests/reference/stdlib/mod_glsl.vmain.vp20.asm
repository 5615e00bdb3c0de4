!!VP1.1
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile vp20
# source file: tests/shaders/stdlib/mod_glsl.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile vp20
#program vmain
#semantic vmain.mvp
#var float4 position : $vin.POSITION : ATTR0 : 0 : 1
#var float4 phase : $vin.TEXCOORD0 : TEXCOORD0 : 1 : 1
#var float4x4 mvp :  : c[0], 4 : 2 : 1
#var float4 hpos : $vout.POSITION : HPOS : 3 : 1
#var float4 wave : $vout.TEXCOORD0 : TEX0 : 4 : 1
#const c[4] = 5 2.5
#const c[5] = 1 0.5 -1 1.3333334
#const c[6] = 1 2 -1 0.75
MAD   R2, v[8], c[4].x, -c[4].y;
MUL   R3, R2, c[5];
EXP   R1.y, R3.w;
EXP   R0.y, R3.z;
ADD   R3.z, R3, -R0.y;
EXP   R0.y, R3.y;
ADD   R3.y, R3, -R0;
RCP   R0.x, v[8].y;
EXP   R0.y, R3.x;
ADD   R3.w, R3, -R1.y;
MUL   R0.x, v[8], R0;
EXP   R1.y, R0.x;
ADD   R0.x, R0, -R1.y;
ADD   R3.x, R3, -R0.y;
MAD   R0.x, -v[8].y, R0, v[8];
MAD   R1, -R3, c[6], R2;
ADD   o[TEX0], R1, R0.x;
DP4   o[HPOS].w, v[0], c[3];
DP4   o[HPOS].z, v[0], c[2];
DP4   o[HPOS].y, v[0], c[1];
DP4   o[HPOS].x, v[0], c[0];
END
# 21 instructions, 0 R-regs
