!!VP2.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile vp30
# source file: tests/shaders/stdlib/mod_glsl.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile vp30
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
BB0:
RCP   R1.x, v[8].y;
MUL   R2.x, v[8], R1;
MAD   R0, v[8], c[4].x, -c[4].y;
MUL   R1, R0, c[5];
FLR   R2.x, R2;
FLR   R1, R1;
MAD   R2.x, -v[8].y, R2, v[8];
MAD   R0, -R1, c[6], R0;
ADD   o[TEX0], R0, R2.x;
DP4   o[HPOS].w, v[0], c[3];
DP4   o[HPOS].z, v[0], c[2];
DP4   o[HPOS].y, v[0], c[1];
DP4   o[HPOS].x, v[0], c[0];
END
# 13 instructions, 3 R-regs
