!!ARBfp1.0
OPTION ATI_draw_buffers;
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbfp1
# source file: tests/shaders/stdlib/scalar_geometric.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbfp1
#program fmain
#semantic fmain.nearClip
#semantic fmain.farClip
#semantic fmain.fogHeight
#var float3 viewPos : $vin.TEXCOORD0 : TEX0 : 0 : 1
#var float3 normal : $vin.TEXCOORD1 : TEX1 : 1 : 1
#var float height : $vin.TEXCOORD2 : TEX2 : 2 : 1
#var float4 color : $vout.COLOR0 : COL : 3 : 1
#var float4 normalDepth : $vout.COLOR1 : COL1 : 4 : 1
#var float nearClip :  : c[0] : 5 : 1
#var float farClip :  : c[1] : 6 : 1
#var float fogHeight :  : c[2] : 7 : 1
#const c[3] = 0.25 0 0.5 1
PARAM c[4] = { program.local[0..2],
		{ 0.25, 0, 0.5, 1 } };
TEMP R0;
DP3 R0.x, fragment.texcoord[1], fragment.texcoord[1];
RSQ R0.x, R0.x;
MUL result.color[1].xyz, R0.x, fragment.texcoord[1];
ADD R0.x, fragment.texcoord[0], -c[3].z;
SLT R0.y, fragment.texcoord[0].x, c[3].z;
SLT R0.x, c[3].y, R0;
ADD R0.x, R0, -R0.y;
ADD R0.y, -fragment.texcoord[2].x, c[2].x;
SLT R0.z, c[3].y, -R0.y;
SLT R0.w, fragment.texcoord[2].x, c[2].x;
ADD R0.z, R0, -R0.w;
ABS R0.y, R0;
MAD R0.y, R0, c[3].x, R0.z;
ADD result.color.w, R0.y, R0.x;
MOV R0.x, c[0];
ADD R0.y, -R0.x, c[1].x;
ABS R0.x, fragment.texcoord[0].z;
RCP R0.y, R0.y;
ADD R0.x, R0, -c[0];
MOV result.color.xyz, c[3].w;
MUL result.color[1].w, R0.x, R0.y;
END
# 21 instructions, 1 R-regs
