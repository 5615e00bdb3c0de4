!!VP2.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile vp30
# source file: tests/shaders/fragment/fx_point_light_divide.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile vp30
#program vmain
#semantic vmain.world_view_proj
#semantic vmain.world
#semantic vmain.light_pos0
#semantic vmain.light_att0
#semantic vmain.light_pos1
#semantic vmain.light_att1
#var float4 pos : $vin.POSITION : ATTR0 : 0 : 1
#var float2 tex : $vin.TEXCOORD0 : TEXCOORD0 : 1 : 1
#var float4x4 world_view_proj :  : c[0], 4 : 2 : 1
#var float4x4 world :  : c[4], 4 : 3 : 1
#var float4 light_pos0 :  : c[8] : 4 : 1
#var float4 light_att0 :  : c[9] : 5 : 1
#var float4 light_pos1 :  : c[10] : 6 : 1
#var float4 light_att1 :  : c[11] : 7 : 1
#var float4 o_pos : $vout.POSITION : HPOS : 8 : 1
#var float2 o_tex : $vout.TEXCOORD0 : TEX0 : 9 : 1
#var float4 o_light0 : $vout.TEXCOORD1 : TEX1 : 10 : 1
#var float4 o_light1 : $vout.TEXCOORD2 : TEX2 : 11 : 1
BB0:
DP4   R1.z, v[0], c[6];
DP4   R1.x, v[0], c[4];
DP4   R1.y, v[0], c[5];
ADD   R0.xyz, c[8], -R1;
ADD   R1.xyz, c[10], -R1;
DP3   R2.x, R1, R1;
RSQ   R2.y, R2.x;
DP3   R0.w, R0, R0;
RSQ   R0.w, R0.w;
RCP   R1.w, R0.w;
MAD   R2.x, R1.w, c[9].w, c[9].z;
MAD   R1.w, R1, R2.x, c[9].y;
RCP   R2.z, R2.y;
MAD   R2.x, R2.z, c[11].w, c[11].z;
RCP   o[TEX1].w, R1.w;
MAD   R1.w, R2.z, R2.x, c[11].y;
MUL   o[TEX1].xyz, R0.w, R0;
RCP   o[TEX2].w, R1.w;
MUL   o[TEX2].xyz, R2.y, R1;
MOV   o[TEX0].xy, v[8];
DP4   o[HPOS].w, v[0], c[3];
DP4   o[HPOS].z, v[0], c[2];
DP4   o[HPOS].y, v[0], c[1];
DP4   o[HPOS].x, v[0], c[0];
END
# 24 instructions, 3 R-regs
