!!ARBfp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -quiet -profile arbfp1
# source file: tests/vm/cg/fs_phong.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbfp1
#program main
#semantic main.kd
#semantic main.ks
#semantic main.shin
#var float3 n : $vin.TEXCOORD0 : TEX0 : 0 : 1
#var float3 l : $vin.TEXCOORD1 : TEX1 : 1 : 1
#var float3 v : $vin.TEXCOORD2 : TEX2 : 2 : 1
#var float4 kd :  : c[0] : 3 : 1
#var float4 ks :  : c[1] : 4 : 1
#var float shin :  : c[2] : 5 : 1
#var float4 main : $vout.COLOR : COL : -1 : 1
PARAM c[3] = { program.local[0..2] };
TEMP R0;
TEMP R1;
TEMP R2;
DP3 R0.x, fragment.texcoord[1], fragment.texcoord[1];
RSQ R0.x, R0.x;
MUL R1.xyz, R0.x, fragment.texcoord[1];
DP3 R0.y, fragment.texcoord[2], fragment.texcoord[2];
RSQ R0.y, R0.y;
MAD R2.xyz, R0.y, fragment.texcoord[2], R1;
DP3 R0.w, R2, R2;
DP3 R0.x, fragment.texcoord[0], fragment.texcoord[0];
RSQ R0.x, R0.x;
MUL R0.xyz, R0.x, fragment.texcoord[0];
DP3 R1.x, R0, R1;
RSQ R0.w, R0.w;
MUL R2.xyz, R0.w, R2;
DP3 R1.y, R0, R2;
MOV R1.z, c[2].x;
LIT R0.yz, R1.xyzz;
MUL R1, R0.z, c[1];
MAD result.color, R0.y, c[0], R1;
END
# 18 instructions, 3 R-regs
