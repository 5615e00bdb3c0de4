!!VP1.1
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile vp20
# source file: tests/shaders/vertex/skybox_shared_product.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile vp20
#program main
#semantic World
#semantic ViewProjection
#semantic CameraPosition
#semantic FogScale
#var float4 input.Position : $vin.POSITION0 : ATTR0 : 0 : 1
#var float3 input.Normal : $vin.NORMAL0 :  : 0 : 0
#var float4x4 World :  : c[0], 4 : -1 : 1
#var float4x4 ViewProjection :  : c[4], 4 : -1 : 1
#var float3 CameraPosition :  : c[8] : -1 : 1
#var float FogScale :  : c[9] : -1 : 1
#var float4 main.Position : $vout.POSITION0 : HPOS : -1 : 1
#var float3 main.Direction : $vout.TEXCOORD0 : TEX0 : -1 : 1
#var float main.Fog : $vout.TEXCOORD1 : TEX1 : -1 : 1
#const c[10] = 1 0
MUL   R0, v[0].y, c[1];
MAD   R0, v[0].x, c[0], R0;
MAD   R0, v[0].z, c[2], R0;
MAD   R0, v[0].w, c[3], R0;
ADD   R2.xyz, R0, -c[8];
MUL   R1, R0.y, c[5];
MAD   R1, R0.x, c[4], R1;
DP3   R2.w, R2, R2;
RSQ   R0.y, R2.w;
RCP   R0.x, R0.y;
MAD   R1, R0.z, c[6], R1;
MUL   R0.x, R0, c[9];
MIN   R0.x, R0, c[10];
MAD   o[HPOS], R0.w, c[7], R1;
MOV   o[TEX0].xyz, R2;
MAX   o[TEX1].x, R0, c[10].y;
END
# 16 instructions, 0 R-regs
