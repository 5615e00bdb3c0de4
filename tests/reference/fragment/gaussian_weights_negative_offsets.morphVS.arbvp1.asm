!!ARBvp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbvp1
# source file: tests/shaders/fragment/gaussian_weights_negative_offsets.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbvp1
#program morphVS
#semantic morphVS.worldViewProj
#semantic morphVS.morph
#semantic sceneDepth : TEXUNIT0
#semantic texelStep
#semantic blurScale
#var float4 position : $vin.POSITION : POSITION : 0 : 1
#var float4 target : $vin.TEXCOORD1 : TEXCOORD1 : 1 : 1
#var float4x4 worldViewProj :  : c[1], 4 : 2 : 1
#var float morph :  : c[5] : 3 : 1
#var sampler2D sceneDepth : TEXUNIT0 :  : -1 : 0
#var float texelStep :  :  : -1 : 0
#var float blurScale :  :  : -1 : 0
#var float4 morphVS.position : $vout.POSITION : HPOS : -1 : 1
#var float4 morphVS.colour : $vout.COLOR0 : COL0 : -1 : 1
#const c[0] = 1 0.037037037
#const c[6] = 0.25 0.49074075 0.50925928 0.75
PARAM c[7] = { { 1, 0.037037037 },
		program.local[1..5],
		{ 0.25, 0.49074075, 0.50925928, 0.75 } };
TEMP R0;
TEMP R1;
MOV R0.x, c[0];
ADD R0.yw, R0.x, -c[5].x;
MOV R0.xz, c[5].x;
MOV R1, vertex.position;
ADD R1, vertex.texcoord[1], -R1;
DP4 R0.x, R0, c[6];
MAD R0, R0.x, R1, vertex.position;
DP4 result.position.w, R0, c[4];
DP4 result.position.z, R0, c[3];
DP4 result.position.y, R0, c[2];
DP4 result.position.x, R0, c[1];
MOV result.color, c[0].xyyx;
END
# 12 instructions, 2 R-regs
