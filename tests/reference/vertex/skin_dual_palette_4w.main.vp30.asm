!!VP2.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile vp30
# source file: tests/shaders/vertex/skin_dual_palette_4w.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile vp30
#program main
#semantic main.bones
#semantic main.viewProj
#var float4 v.pos : $vin.POSITION : ATTR0 : 0 : 1
#var float3 v.nrm : $vin.NORMAL : ATTR2 : 0 : 1
#var float3 v.tan : $vin.TANGENT : ATTR14 : 0 : 1
#var float3 v.w : $vin.BLENDWEIGHT : ATTR1 : 0 : 1
#var float4 v.idx : $vin.BLENDINDICES : ATTR7 : 0 : 1
#var float2 v.uv : $vin.TEXCOORD0 : TEXCOORD0 : 0 : 1
#var float3x4 bones[0] :  : c[0], 3 : 1 : 1
#var float3x4 bones[1] :  : c[3], 3 : 1 : 1
#var float3x4 bones[2] :  : c[6], 3 : 1 : 1
#var float3x4 bones[3] :  : c[9], 3 : 1 : 1
#var float3x4 bones[4] :  : c[12], 3 : 1 : 1
#var float3x4 bones[5] :  : c[15], 3 : 1 : 1
#var float3x4 bones[6] :  : c[18], 3 : 1 : 1
#var float3x4 bones[7] :  : c[21], 3 : 1 : 1
#var float3x4 bones[8] :  : c[24], 3 : 1 : 1
#var float3x4 bones[9] :  : c[27], 3 : 1 : 1
#var float3x4 bones[10] :  : c[30], 3 : 1 : 1
#var float3x4 bones[11] :  : c[33], 3 : 1 : 1
#var float3x4 bones[12] :  : c[36], 3 : 1 : 1
#var float3x4 bones[13] :  : c[39], 3 : 1 : 1
#var float3x4 bones[14] :  : c[42], 3 : 1 : 1
#var float3x4 bones[15] :  : c[45], 3 : 1 : 1
#var float3x4 bones[16] :  : c[48], 3 : 1 : 1
#var float3x4 bones[17] :  : c[51], 3 : 1 : 1
#var float3x4 bones[18] :  : c[54], 3 : 1 : 1
#var float3x4 bones[19] :  : c[57], 3 : 1 : 1
#var float4x4 viewProj :  : c[60], 4 : 2 : 1
#var float4 main.hpos : $vout.POSITION : HPOS : -1 : 1
#var float2 main.uv : $vout.TEXCOORD0 : TEX0 : -1 : 1
#var float3 main.n : $vout.TEXCOORD1 : TEX1 : -1 : 1
#var float3 main.t : $vout.TEXCOORD2 : TEX2 : -1 : 1
#const c[64] = 3 1
BB0:
FLR   R0, v[7].wzxy;
MUL   R0, R0, c[64].x;
ARL   A0, R0;
MUL   R1, v[1].y, c[A0.w];
ADD   R0.x, c[64].y, -v[1];
ADD   R0.x, -v[1].y, R0;
MAD   R1, v[1].x, c[A0.z], R1;
ADD   R0.z, -v[1], R0.x;
MAD   R1, v[1].z, c[A0.y], R1;
MAD   R3, c[A0.x], R0.z, R1;
MUL   R1, v[1].y, c[A0.w + 1];
MAD   R2, v[1].x, c[A0.z + 1], R1;
MUL   R1, v[1].y, c[A0.w + 2];
MAD   R2, v[1].z, c[A0.y + 1], R2;
MAD   R2, R0.z, c[A0.x + 1], R2;
MAD   R1, v[1].x, c[A0.z + 2], R1;
MAD   R1, v[1].z, c[A0.y + 2], R1;
MAD   R1, R0.z, c[A0.x + 2], R1;
DP4   R0.x, R3, v[0];
DP4   R0.y, v[0], R2;
MOV   R0.w, c[64].y;
DP4   R0.z, v[0], R1;
DP4   o[HPOS].w, R0, c[63];
DP4   o[HPOS].z, R0, c[62];
DP4   o[HPOS].y, R0, c[61];
DP4   o[HPOS].x, R0, c[60];
DP3   o[TEX1].z, R1, v[2];
DP3   o[TEX1].y, R2, v[2];
DP3   o[TEX1].x, R3, v[2];
DP3   o[TEX2].z, R1, v[14];
DP3   o[TEX2].y, R2, v[14];
DP3   o[TEX2].x, R3, v[14];
MOV   o[TEX0].xy, v[8];
END
# 33 instructions, 4 R-regs
