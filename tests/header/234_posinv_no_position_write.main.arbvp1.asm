!!ARBvp1.0
OPTION ARB_position_invariant;
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -posinv -profile arbvp1
# source file: tests/header/234_posinv_no_position_write.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbvp1
#program main
#semantic main.light
#var float4 p : $vin.POSITION : POSITION : 0 : 1
#var float4 t : $vin.TEXCOORD0 : TEXCOORD0 : 1 : 1
#var float4x4 light :  : c[1], 4 : 2 : 1
#var float4 main.tc : $vout.TEXCOORD0 : TEX0 : -1 : 1
#var float4 main.proj : $vout.TEXCOORD3 : TEX3 : -1 : 1
PARAM c[5] = { program.local[0..4] };
MOV result.texcoord[0], vertex.texcoord[0];
DP4 result.texcoord[3].w, vertex.position, c[4];
DP4 result.texcoord[3].z, vertex.position, c[3];
DP4 result.texcoord[3].y, vertex.position, c[2];
DP4 result.texcoord[3].x, vertex.position, c[1];
END
# 5 instructions, 0 R-regs
