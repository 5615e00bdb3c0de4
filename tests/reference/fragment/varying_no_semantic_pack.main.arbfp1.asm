!!ARBfp1.0
OPTION ATI_draw_buffers;
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbfp1
# source file: tests/shaders/fragment/varying_no_semantic_pack.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbfp1
#program main
#var float f : $vin.TEX0 : TEX0 : 0 : 0
#var float3 c : $vin.TEX2 : TEX2 : 1 : 1
#var float4 t : $vin.TEXCOORD1 : TEX1 : 2 : 1
#var float unused :  :  : 3 : 0
#var float4 a3 : $vin.TEX3 : TEX3 : 4 : 1
#var float4 a4 : $vin.TEX4 : TEX4 : 5 : 1
#var float4 a5 : $vin.TEX5 : TEX5 : 6 : 1
#var float2 b : $vin.TEX6 : TEX6 : 7 : 0
#var float4 a7 : $vin.TEX7 : TEX7 : 8 : 1
#var float k : $vin.TEX0 : TEX0 : 9 : 0
#var float2 f2 : $vin.TEX0 : TEX0 : 10 : 1
#var float m : $vin.TEX6 : TEX6 : 11 : 1
#var float4 o0 : $vout.COL : COL : 12 : 1
#var float o1 : $vout.COL1 : COL1 : 13 : 1
#var float2 never :  :  : 14 : 0
#var float3 o2 : $vout.COL2 : COL2 : 15 : 1
TEMP R0;
TEMP R1;
MOV R0.zw, fragment.texcoord[0].xyxy;
MUL R1, R0.z, fragment.texcoord[1];
ADD R1, R1, fragment.texcoord[3];
ADD R1, R1, fragment.texcoord[4];
ADD R1, R1, fragment.texcoord[5];
MOV R0.x, fragment.texcoord[6].z;
ADD R1, R1, fragment.texcoord[7];
MUL R0.xyz, fragment.texcoord[2], R0.x;
ADD result.color, fragment.texcoord[2].xyzx, R1;
ADD result.color[2].xyz, R0, fragment.texcoord[0].zwzw;
MAD result.color[1].x, fragment.texcoord[6], R0.w, -fragment.texcoord[6].y;
END
# 11 instructions, 2 R-regs
