!!VP2.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile vp30
# source file: tests/shaders/fragment/fx_screen_space_wpos_connector.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile vp30
#program vs_main
#semantic vs_main.modelViewProj
#semantic vs_main.eyePosition
#semantic vs_main.time
#var float4 position : $vin.POSITION : ATTR0 : 0 : 1
#var float3 normal : $vin.NORMAL : ATTR2 : 1 : 1
#var float2 uv : $vin.TEXCOORD0 : TEXCOORD0 : 2 : 1
#var float4x4 modelViewProj :  : c[0], 4 : 3 : 1
#var float3 eyePosition :  : c[4] : 4 : 1
#var float time :  : c[5] : 5 : 1
#var float4 vs_main.hpos : $vout.POSITION : HPOS : -1 : 1
#var float2 vs_main.uv : $vout.TEXCOORD0 : TEX0 : -1 : 1
#var float3 vs_main.normal : $vout.TEXCOORD1 : TEX1 : -1 : 1
#var float3 vs_main.toEye : $vout.TEXCOORD2 : TEX2 : -1 : 1
#const c[6] = 0 0.69999999 0.1 0.02
#const c[7] = 0.07
BB0:
MUL   R0.x, v[0], c[6].y;
ADD   R0.x, c[5], R0;
SIN   R0.y, R0.x;
MAD   R1.y, R0, c[6].z, v[0];
MOV   R1.xzw, v[0];
COS   R0.y, R0.x;
MOV   R0.xz, c[6].x;
MUL   R0.y, R0, c[7].x;
ADD   R0.xyz, v[2], R0;
DP3   R0.w, R0, R0;
RSQ   R0.w, R0.w;
MUL   o[TEX1].xyz, R0.w, R0;
MOV   R0.x, c[6].w;
MOV   R0.y, c[6].x;
MUL   R0.x, R0, c[5];
DP4   o[HPOS].w, R1, c[3];
DP4   o[HPOS].z, R1, c[2];
DP4   o[HPOS].y, R1, c[1];
DP4   o[HPOS].x, R1, c[0];
ADD   o[TEX2].xyz, c[4], -R1;
ADD   o[TEX0].xy, v[8], R0;
END
# 21 instructions, 2 R-regs
