!!ARBfp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbfp1
# source file: tests/shaders/flow/interface_unsized_layers.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbfp1
#program layers_up
#semantic yellow
#semantic layers
#var float2 uv : $vin.TEXCOORD0 : TEX0 : 0 : 1
#var float3 L : $vin.TEXCOORD1 : TEX1 : 1 : 1
#var float4 color : $vout.COLOR : COL : 2 : 1
#var float4 yellow.constant :  :  : -1 : 0
#const c[0] = 1
#default yellow.constant = 0.80000001 0.80000001 0.2 0.69999999
PARAM c[1] = { { 1 } };
MOV result.color.xy, fragment.texcoord[0];
MOV result.color.z, fragment.texcoord[1].x;
MOV result.color.w, c[0].x;
END
# 3 instructions, 0 R-regs
