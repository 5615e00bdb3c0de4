!!ARBvp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbvp1
# source file: tests/shaders/vertex/array_constructor_kernel.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbvp1
#program main
#semantic main.texpad
#semantic main.modelViewProj
#semantic kernel
#var float4 position : $vin.POSITION : POSITION : 0 : 1
#var float4 oPosition : $vout.POSITION : HPOS : 1 : 1
#var float2 oTexcoord : $vout.TEXCOORD0 : TEX0 : 2 : 1
#var float3 oKernel : $vout.TEXCOORD1 : TEX1 : 3 : 1
#var float4 texpad :  : c[5] : 4 : 1
#var float4x4 modelViewProj :  : c[1], 4 : 5 : 1
#var float3 kernel[0] :  : c[6] : -1 : 1
#var float3 kernel[1] :  : c[7] : -1 : 1
#const c[0] = 0.5 0.15000001 0.34999999
#default kernel[0] = 0.5 0.25 -0.5
#default kernel[1] = 0.125 1 2
PARAM c[8] = { { 0.5, 0.15000001, 0.34999999 },
		program.local[1..7] };
TEMP R0;
MOV R0.xy, c[0];
MUL R0.yzw, R0.y, c[7].xxyz;
MAD R0.xyz, R0.x, c[6], R0.yzww;
ADD result.texcoord[1].xyz, R0, c[0].z;
MAD result.texcoord[0].xy, vertex.position.xzzw, c[5], c[5];
DP4 result.position.w, vertex.position, c[4];
DP4 result.position.z, vertex.position, c[3];
DP4 result.position.y, vertex.position, c[2];
DP4 result.position.x, vertex.position, c[1];
END
# 9 instructions, 1 R-regs
