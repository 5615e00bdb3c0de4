!!VP2.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile vp30
# source file: tests/shaders/stdlib/scalar_geometric.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile vp30
#program vmain
#semantic vmain.mvp
#semantic vmain.waterLevel
#var float4 position : $vin.POSITION : ATTR0 : 0 : 1
#var float4 blend : $vin.TEXCOORD0 : TEXCOORD0 : 1 : 1
#var float4x4 mvp :  : c[0], 4 : 2 : 1
#var float waterLevel :  : c[4] : 3 : 1
#var float4 hpos : $vout.POSITION : HPOS : 4 : 1
#var float4 fog : $vout.TEXCOORD0 : TEX0 : 5 : 1
#const c[5] = 0.5
BB0:
ADD   R0.z, -c[4].x, v[0].y;
MOV   R0.x, -R0.z;
ADD   R0.y, -c[5].x, v[8].w;
MOV   o[TEX0].xy, |R0|;
SSG   R0.x, v[8].z;
DP4   o[HPOS].w, v[0], c[3];
DP4   o[HPOS].z, v[0], c[2];
DP4   o[HPOS].y, v[0], c[1];
DP4   o[HPOS].x, v[0], c[0];
SSG   o[TEX0].z, R0;
ADD   o[TEX0].w, |v[8].x|, R0.x;
END
# 11 instructions, 1 R-regs
