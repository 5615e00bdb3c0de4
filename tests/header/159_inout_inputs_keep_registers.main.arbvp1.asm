!!ARBvp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbvp1
# source file: tests/header/159_inout_inputs_keep_registers.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbvp1
#program main
#var float4 position : $vin.POSITION : POSITION : 0 : 1
#var float4 clip : $vout.POSITION : HPOS : 1 : 1
#var float4 tint : $vin.TEXCOORD3 : TEXCOORD3 : 2 : 0
#var float4 pair.first : $vin.TEXCOORD5 : TEXCOORD5 : 3 : 0
#var float4 pair.second : $vin.TEXCOORD6 : TEXCOORD6 : 3 : 1
#var float4 unused : $vin.TEXCOORD4 :  : 4 : 0
#const c[0] = 2 0.5 1
PARAM c[1] = { { 2, 0.5, 1 } };
MUL result.texcoord[3], vertex.position, c[0].x;
MUL result.texcoord[5], vertex.position, c[0].y;
ADD result.texcoord[6], vertex.texcoord[6], c[0].z;
MOV result.position, vertex.position;
END
# 4 instructions, 0 R-regs
