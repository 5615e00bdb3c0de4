!!ARBfp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbfp1
# source file: tests/shaders/fragment/depth_output_sprite.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbfp1
#program main
#semantic main.proj
#semantic main.radius
#semantic main.lightDir
#var float2 uv : $vin.TEXCOORD0 : TEX0 : 0 : 1
#var float4 viewCenter : $vin.TEXCOORD1 : TEX1 : 1 : 1
#var float4 color : $vin.COLOR0 : COL0 : 2 : 1
#var float4x4 proj :  : c[0], 4 : 3 : 1
#var float radius :  : c[4] : 4 : 1
#var float3 lightDir :  : c[5] : 5 : 1
#var float4 main.color : $vout.COLOR : COL : -1 : 1
#var float main.depth : $vout.DEPTH : DEPR : -1 : 1
#var <none>4 $kill_0000 : $vout.$kill : $kill : -1 : 0
#const c[6] = 2 1 0.5
PARAM c[7] = { program.local[0..5],
		{ 2, 1, 0.5 } };
TEMP R0;
TEMP R1;
TEMP R2;
MAD R1.xy, fragment.texcoord[0], c[6].x, -c[6].y;
MUL R0.xy, R1, R1;
ADD R1.w, R0.x, R0.y;
ADD R0.x, -R1.w, c[6].y;
RSQ R0.x, R0.x;
RCP R1.z, R0.x;
MAD R0.xyz, R1, c[4].x, fragment.texcoord[1];
MOV R0.w, c[6].y;
DP4 R2.x, R0, c[3];
DP4 R0.x, R0, c[2];
RCP R2.x, R2.x;
MUL R0.x, R0, R2;
MAD result.depth.z, R0.x, c[6], c[6];
SLT R0.y, c[6], R1.w;
DP3_SAT R0.x, R1, -c[5];
KIL -R0.y;
MUL result.color.xyz, fragment.color.primary, R0.x;
MOV result.color.w, fragment.color.primary;
END
# 18 instructions, 3 R-regs
