!!ARBvp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbvp1
# source file: tests/shaders/fragment/fx_point_light_divide.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbvp1
#program vmain
#semantic vmain.world_view_proj
#semantic vmain.world
#semantic vmain.light_pos0
#semantic vmain.light_att0
#semantic vmain.light_pos1
#semantic vmain.light_att1
#var float4 pos : $vin.POSITION : POSITION : 0 : 1
#var float2 tex : $vin.TEXCOORD0 : TEXCOORD0 : 1 : 1
#var float4x4 world_view_proj :  : c[1], 4 : 2 : 1
#var float4x4 world :  : c[5], 4 : 3 : 1
#var float4 light_pos0 :  : c[9] : 4 : 1
#var float4 light_att0 :  : c[10] : 5 : 1
#var float4 light_pos1 :  : c[11] : 6 : 1
#var float4 light_att1 :  : c[12] : 7 : 1
#var float4 o_pos : $vout.POSITION : HPOS : 8 : 1
#var float2 o_tex : $vout.TEXCOORD0 : TEX0 : 9 : 1
#var float4 o_light0 : $vout.TEXCOORD1 : TEX1 : 10 : 1
#var float4 o_light1 : $vout.TEXCOORD2 : TEX2 : 11 : 1
PARAM c[13] = { program.local[0..12] };
TEMP R0;
TEMP R1;
TEMP R2;
DP4 R1.z, vertex.position, c[7];
DP4 R1.x, vertex.position, c[5];
DP4 R1.y, vertex.position, c[6];
ADD R0.xyz, -R1, c[9];
ADD R1.xyz, -R1, c[11];
DP3 R0.w, R0, R0;
RSQ R0.w, R0.w;
RCP R2.y, R0.w;
MAD R2.z, R2.y, c[10].w, c[10];
MAD R2.y, R2, R2.z, c[10];
DP3 R1.w, R1, R1;
RSQ R1.w, R1.w;
RCP R2.x, R1.w;
MAD R2.z, R2.x, c[12].w, c[12];
MAD R2.x, R2, R2.z, c[12].y;
RCP result.texcoord[1].w, R2.y;
MUL result.texcoord[1].xyz, R0.w, R0;
RCP result.texcoord[2].w, R2.x;
MUL result.texcoord[2].xyz, R1.w, R1;
MOV result.texcoord[0].xy, vertex.texcoord[0];
DP4 result.position.w, vertex.position, c[4];
DP4 result.position.z, vertex.position, c[3];
DP4 result.position.y, vertex.position, c[2];
DP4 result.position.x, vertex.position, c[1];
END
# 24 instructions, 3 R-regs
