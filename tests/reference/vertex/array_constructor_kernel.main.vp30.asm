!!VP2.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile vp30
# source file: tests/shaders/vertex/array_constructor_kernel.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile vp30
#program main
#semantic main.texpad
#semantic main.modelViewProj
#semantic kernel
#var float4 position : $vin.POSITION : ATTR0 : 0 : 1
#var float4 oPosition : $vout.POSITION : HPOS : 1 : 1
#var float2 oTexcoord : $vout.TEXCOORD0 : TEX0 : 2 : 1
#var float3 oKernel : $vout.TEXCOORD1 : TEX1 : 3 : 1
#var float4 texpad :  : c[4] : 4 : 1
#var float4x4 modelViewProj :  : c[0], 4 : 5 : 1
#var float3 kernel[0] :  : c[5] : -1 : 1
#var float3 kernel[1] :  : c[6] : -1 : 1
#const c[7] = 0.5 0.15000001 0.34999999
#default kernel[0] = 0.5 0.25 -0.5
#default kernel[1] = 0.125 1 2
BB0:
MOV   R0.xy, c[7];
MUL   R0.yzw, R0.y, c[6].xxyz;
MAD   R0.xyz, R0.x, c[5], R0.yzww;
ADD   o[TEX1].xyz, c[7].z, R0;
MAD   o[TEX0].xy, v[0].xzzw, c[4], c[4];
DP4   o[HPOS].w, v[0], c[3];
DP4   o[HPOS].z, v[0], c[2];
DP4   o[HPOS].y, v[0], c[1];
DP4   o[HPOS].x, v[0], c[0];
END
# 9 instructions, 1 R-regs
