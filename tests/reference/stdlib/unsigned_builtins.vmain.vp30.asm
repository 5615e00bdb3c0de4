!!VP2.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile vp30
# source file: tests/shaders/stdlib/unsigned_builtins.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile vp30
#program vmain
#semantic vmain.mvp
#semantic vmain.limits
#var float4 position : $vin.POSITION : ATTR0 : 0 : 1
#var float4 counts : $vin.TEXCOORD0 : TEXCOORD0 : 1 : 1
#var float4x4 mvp :  : c[0], 4 : 2 : 1
#var uint2 limits :  : c[4] : 3 : 1
#var float4 hpos : $vout.POSITION : HPOS : 4 : 1
#var float4 lit : $vout.TEXCOORD0 : TEX0 : 5 : 1
#const c[5] = 0
BB0:
FLR   R0.xy, v[8];
SLT   R1.xy, R0, c[5].x;
SGT   R0.zw, R0.xyxy, c[5].x;
ADD   R1.zw, R0, -R1.xyxy;
SNE   R0.z, R0, R1.x;
ADD   o[TEX0].x, R0.z, R1.z;
MOV   o[TEX0].y, R1.w;
SGT   o[TEX0].zw, R0.xyxy, c[4].xyxy;
DP4   o[HPOS].w, v[0], c[3];
DP4   o[HPOS].z, v[0], c[2];
DP4   o[HPOS].y, v[0], c[1];
DP4   o[HPOS].x, v[0], c[0];
END
# 12 instructions, 2 R-regs
