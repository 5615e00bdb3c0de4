!!VP1.1
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile vp20
# source file: tests/shaders/vertex/sprite_2d_ortho.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile vp20
#program main
#semantic main.transform2D
#semantic main.screenSize
#semantic main.tint
#var float2 pos : $vin.POSITION : ATTR0 : 0 : 1
#var float4 color : $vin.COLOR0 : ATTR3 : 1 : 1
#var float2 uv : $vin.TEXCOORD0 : TEXCOORD0 : 2 : 1
#var float4 oPos : $vout.POSITION : HPOS : 3 : 1
#var float4 oColor : $vout.COLOR0 : COL0 : 4 : 1
#var float2 oUv : $vout.TEXCOORD0 : TEX0 : 5 : 1
#var float3x3 transform2D :  : c[0], 3 : 6 : 1
#var float2 screenSize :  : c[3] : 7 : 1
#var float4 tint :  : c[4] : 8 : 1
#const c[5] = 0 1 2
MOV   R0.xy, v[0];
MOV   R0.z, c[5].y;
DP3   R0.w, R0, c[1];
DP3   R0.z, R0, c[0];
RCP   R0.y, c[3].y;
RCP   R0.x, c[3].x;
MUL   R0.xy, R0.zwzw, R0;
MAD   R0.xy, R0, c[5].z, -c[5].y;
MOV   o[HPOS].x, R0;
MOV   o[HPOS].y, -R0;
MUL   o[COL0], v[3], c[4];
MOV   o[HPOS].zw, c[5].xyxy;
MOV   o[TEX0].xy, v[8];
END
# 13 instructions, 0 R-regs
