!!ARBvp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbvp1
# source file: tests/header/361_loop_condition_inputs.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbvp1
#program main
#semantic main.mvp
#var float4 IN.position : $vin.POSITION : POSITION : 0 : 1
#var float4 IN.steps : $vin.TEXCOORD0 : TEXCOORD0 : 0 : 0
#var float4 IN.bias : $vin.TEXCOORD1 : TEXCOORD1 : 0 : 0
#var float4 IN.weight : $vin.TEXCOORD2 : TEXCOORD2 : 0 : 0
#var float4 IN.spare : $vin.TEXCOORD3 :  : 0 : 0
#var float4x4 mvp :  : c[1], 4 : 1 : 1
#var float4 main : $vout.POSITION : HPOS : -1 : 1
PARAM c[5] = { program.local[0..4] };
DP4 result.position.w, vertex.position, c[4];
DP4 result.position.z, vertex.position, c[3];
DP4 result.position.y, vertex.position, c[2];
DP4 result.position.x, vertex.position, c[1];
END
# 4 instructions, 0 R-regs
