!!VP1.1
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile vp20
# source file: tests/shaders/fragment/gaussian_weights_negative_offsets.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile vp20
#program morphVS
#semantic morphVS.worldViewProj
#semantic morphVS.morph
#semantic sceneDepth : TEXUNIT0
#semantic texelStep
#semantic blurScale
#var float4 position : $vin.POSITION : ATTR0 : 0 : 1
#var float4 target : $vin.TEXCOORD1 : TEXCOORD1 : 1 : 1
#var float4x4 worldViewProj :  : c[0], 4 : 2 : 1
#var float morph :  : c[4] : 3 : 1
#var sampler2D sceneDepth : TEXUNIT0 :  : -1 : 0
#var float texelStep :  :  : -1 : 0
#var float blurScale :  :  : -1 : 0
#var float4 morphVS.position : $vout.POSITION : HPOS : -1 : 1
#var float4 morphVS.colour : $vout.COLOR0 : COL0 : -1 : 1
#const c[5] = 1 0.037037037
#const c[6] = 0.25 0.49074075 0.50925928 0.75
MOV   R0.x, c[5];
ADD   R0.yw, R0.x, -c[4].x;
MOV   R0.xz, c[4].x;
MOV   R1, v[0];
ADD   R1, v[9], -R1;
DP4   R0.x, R0, c[6];
MAD   R0, R0.x, R1, v[0];
DP4   o[HPOS].w, R0, c[3];
DP4   o[HPOS].z, R0, c[2];
DP4   o[HPOS].y, R0, c[1];
DP4   o[HPOS].x, R0, c[0];
MOV   o[COL0], c[5].xyyx;
END
# 12 instructions, 0 R-regs
