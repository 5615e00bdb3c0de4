!!ARBfp1.0
OPTION ATI_draw_buffers;
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbfp1
# source file: tests/shaders/fragment/fx_gbuffer.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbfp1
#program fs_gbuf
#semantic fs_gbuf.diffuseMap
#semantic fs_gbuf.farPlane
#semantic fs_gbuf.materialId
#semantic fs_gbuf.specular
#var float2 IN.uv : $vin.TEXCOORD0 : TEX0 : 0 : 1
#var float3 IN.n : $vin.TEXCOORD1 : TEX1 : 0 : 1
#var float4 IN.viewPos : $vin.TEXCOORD2 : TEX2 : 0 : 1
#var float4 albedo : $vout.COLOR0 : COL : 1 : 1
#var float4 normal : $vout.COLOR1 : COL1 : 2 : 1
#var float4 depthMat : $vout.COLOR2 : COL2 : 3 : 1
#var sampler2D diffuseMap :  : texunit 0 : 4 : 1
#var float farPlane :  : c[0] : 5 : 1
#var float materialId :  : c[1] : 6 : 1
#var float specular :  : c[2] : 7 : 1
#const c[3] = 0 1 0.0039215689 0.5
PARAM c[4] = { program.local[0..2],
		{ 0, 1, 0.0039215689, 0.5 } };
TEMP R0;
DP3 R0.x, fragment.texcoord[1], fragment.texcoord[1];
RSQ R0.x, R0.x;
MUL R0.xyz, R0.x, fragment.texcoord[1];
MAD result.color[1].xyz, R0, c[3].w, c[3].w;
RCP R0.x, c[0].x;
MOV R0.y, c[1].x;
TEX result.color, fragment.texcoord[0], texture[0], 2D;
MOV result.color[2].zw, c[3].xyxy;
MUL result.color[2].x, -fragment.texcoord[2].z, R0;
MUL result.color[2].y, R0, c[3].z;
MOV result.color[1].w, c[2].x;
END
# 11 instructions, 1 R-regs
