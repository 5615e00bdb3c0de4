!!VP1.1
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile vp20
# source file: tests/shaders/vertex/basis_pairs_int_index.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile vp20
#program main
#semantic uBasis
#semantic uViewProj
#var float4 aCoord : $vin.POSITION : ATTR0 : 0 : 1
#var float2 aTexCoord : $vin.TEXCOORD0 : TEXCOORD0 : 1 : 1
#var float4 uBasis[0] :  : c[4] : -1 : 1
#var float4 uBasis[1] :  : c[5] : -1 : 1
#var float4 uBasis[2] :  : c[6] : -1 : 1
#var float4 uBasis[3] :  : c[7] : -1 : 1
#var float4 uBasis[4] :  : c[8] : -1 : 1
#var float4 uBasis[5] :  : c[9] : -1 : 1
#var float4 uBasis[6] :  : c[10] : -1 : 1
#var float4 uBasis[7] :  : c[11] : -1 : 1
#var float4 uBasis[8] :  : c[12] : -1 : 1
#var float4 uBasis[9] :  : c[13] : -1 : 1
#var float4 uBasis[10] :  : c[14] : -1 : 1
#var float4 uBasis[11] :  : c[15] : -1 : 1
#var float4 uBasis[12] :  : c[16] : -1 : 1
#var float4 uBasis[13] :  : c[17] : -1 : 1
#var float4 uBasis[14] :  : c[18] : -1 : 1
#var float4 uBasis[15] :  : c[19] : -1 : 1
#var float4x4 uViewProj :  : c[0], 4 : -1 : 1
#var float4 main.pos : $vout.POSITION : HPOS : -1 : 1
#var float2 main.uv : $vout.TEXCOORD0 : TEX0 : -1 : 1
#var float main.joint : $vout.TEXCOORD1 : TEX1 : -1 : 1
#const c[20] = 2 0 1
ARL   A0.x, v[0].w;
MUL   R0.xyz, c[A0.x + 4].zxyw, v[0].yzxw;
MAD   R0.xyz, c[A0.x + 4].yzxw, v[0].zxyw, -R0;
MAD   R1.xyz, c[A0.x + 4].w, v[0], R0;
MAX   R0.z, v[0].w, -v[0].w;
MUL   R2.xyz, c[A0.x + 4].zxyw, R1.yzxw;
EXP   R0.y, R0.z;
SLT   R0.x, v[0].w, c[20].y;
MAX   R0.x, -R0, R0;
SLT   R0.x, c[20].y, R0;
ADD   R0.y, R0.z, -R0;
ADD   R0.w, -R0.x, c[20].z;
MUL   R0.z, R0.y, R0.w;
MAD   R1.w, R0.x, -R0.y, R0.z;
MAD   R1.xyz, c[A0.x + 4].yzxw, R1.zxyw, -R2;
MOV   R0.w, c[20].z;
MAD   R0.xyz, R1, c[20].x, v[0];
ARL   A0.x, R1.w;
ADD   R0.xyz, R0, c[A0.x + 5];
DP4   o[HPOS].w, R0, c[3];
DP4   o[HPOS].z, R0, c[2];
DP4   o[HPOS].y, R0, c[1];
DP4   o[HPOS].x, R0, c[0];
MOV   o[TEX1].x, R1.w;
MOV   o[TEX0].xy, v[8];
END
# 25 instructions, 0 R-regs
