!!VP1.1
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile vp20
# source file: tests/shaders/stdlib/scalar_geometric.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile vp20
#program vmain
#semantic vmain.mvp
#semantic vmain.waterLevel
#var float4 position : $vin.POSITION : ATTR0 : 0 : 1
#var float4 blend : $vin.TEXCOORD0 : TEXCOORD0 : 1 : 1
#var float4x4 mvp :  : c[0], 4 : 2 : 1
#var float waterLevel :  : c[4] : 3 : 1
#var float4 hpos : $vout.POSITION : HPOS : 4 : 1
#var float4 fog : $vout.TEXCOORD0 : TEX0 : 5 : 1
#const c[5] = 0.5 0
ADD   R0.x, -v[0].y, c[4];
SLT   R0.z, v[0].y, c[4].x;
SLT   R0.y, c[5], -R0.x;
ADD   o[TEX0].z, R0.y, -R0;
SLT   R0.y, c[5], v[8].z;
SLT   R0.z, v[8], c[5].y;
ADD   R0.z, R0.y, -R0;
MAX   R0.y, v[8].x, -v[8].x;
ADD   o[TEX0].w, R0.y, R0.z;
ADD   R0.y, v[8].w, -c[5].x;
DP4   o[HPOS].w, v[0], c[3];
DP4   o[HPOS].z, v[0], c[2];
DP4   o[HPOS].y, v[0], c[1];
DP4   o[HPOS].x, v[0], c[0];
MAX   o[TEX0].x, R0, -R0;
MAX   o[TEX0].y, R0, -R0;
END
# 16 instructions, 0 R-regs
