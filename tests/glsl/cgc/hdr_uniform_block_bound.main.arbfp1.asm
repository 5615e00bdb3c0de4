!!ARBfp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbfp1
# source file: tests/glsl/cases/hdr_uniform_block_bound.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbfp1
#program main
#semantic Lights.lights : BUFFER[3]
#semantic Material.material : BUFFER[0]
#var float3 normal : $vin.TEXCOORD0 : TEX0 : 0 : 1
#var float3 world : $vin.TEXCOORD1 : TEX1 : 1 : 1
#var float4 lights.position :  : c[0] : -1 : 1
#var float4 lights.color :  : c[1] : -1 : 1
#var float4 lights.unused :  :  : -1 : 0
#var float4 material.diffuse :  : c[2] : -1 : 1
#var float material.shininess :  : c[3] : -1 : 1
#var float4 main : $vout.COLOR : COL : -1 : 1
PARAM c[4] = { program.local[0..3] };
TEMP R0;
TEMP R1;
ADD R0.xyz, -fragment.texcoord[1], c[0];
DP3 R1.x, R0, R0;
DP3 R0.w, fragment.texcoord[0], fragment.texcoord[0];
RSQ R1.x, R1.x;
MUL R1.xyz, R1.x, R0;
RSQ R0.w, R0.w;
MUL R0.xyz, R0.w, fragment.texcoord[0];
DP3_SAT R0.x, R0, R1;
MOV R1, c[2];
POW R0.x, R0.x, c[3].x;
MUL R1, R1, c[1];
MUL result.color, R1, R0.x;
END
# 12 instructions, 2 R-regs
