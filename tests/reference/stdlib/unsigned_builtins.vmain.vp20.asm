!!VP1.1
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile vp20
# source file: tests/shaders/stdlib/unsigned_builtins.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile vp20
#program vmain
#semantic vmain.mvp
#semantic vmain.limits
#var float4 position : $vin.POSITION : ATTR0 : 0 : 1
#var float4 counts : $vin.TEXCOORD0 : TEXCOORD0 : 1 : 1
#var float4x4 mvp :  : c[0], 4 : 2 : 1
#var uint2 limits :  : c[4] : 3 : 1
#var float4 hpos : $vout.POSITION : HPOS : 4 : 1
#var float4 lit : $vout.TEXCOORD0 : TEX0 : 5 : 1
#const c[5] = 0 1
EXP   R0.y, v[8].x;
ADD   R0.z, v[8].x, -R0.y;
SLT   R0.y, v[8].x, R0;
SLT   R0.x, c[5], R0.z;
ADD   R0.w, R0.x, -R0.y;
SLT   R0.x, R0, R0.y;
SLT   R0.w, c[5].x, R0;
ADD   R0.y, R0.x, R0.w;
SGE   R0.x, R0, -R0.w;
SGE   R0.w, c[5].x, R0.y;
MUL   R0.x, R0, R0.w;
EXP   R0.y, v[8].y;
ADD   R0.w, v[8].y, -R0.y;
MAX   R1.z, -R0.x, R0.x;
SLT   R1.xy, R0.zwzw, c[5].x;
SLT   R0.xy, c[5].x, R0.zwzw;
ADD   R0.xy, R0, -R1;
SLT   R1.x, c[5], R1.z;
ADD   R0.x, -R1, R0;
ADD   o[TEX0].x, R0, c[5].y;
MOV   o[TEX0].y, R0;
SLT   o[TEX0].zw, c[4].xyxy, R0;
DP4   o[HPOS].w, v[0], c[3];
DP4   o[HPOS].z, v[0], c[2];
DP4   o[HPOS].y, v[0], c[1];
DP4   o[HPOS].x, v[0], c[0];
END
# 26 instructions, 0 R-regs
