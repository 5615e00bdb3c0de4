!!VP2.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile vp30
# source file: tests/shaders/vertex/basis_pairs_int_index.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile vp30
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
#const c[20] = 2 1
BB0:
FLR   R0.y, |v[0].w|;
ARL   A0.x, v[0].w;
MOV   R0.x, R0.y;
MOVC  CC.x, v[0].w;
MOV   R0.x(LT), -R0.y;
MOV   R0.w, c[20].y;
ARL   A0.y, R0.x;
MOV   o[TEX1].x, R0;
MUL   R0.xyz, c[A0.x + 4].zxyw, v[0].yzxw;
MAD   R0.xyz, c[A0.x + 4].yzxw, v[0].zxyw, -R0;
MAD   R0.xyz, c[A0.x + 4].w, v[0], R0;
MUL   R1.xyz, c[A0.x + 4].zxyw, R0.yzxw;
MAD   R0.xyz, c[A0.x + 4].yzxw, R0.zxyw, -R1;
MAD   R0.xyz, R0, c[20].x, v[0];
ADD   R0.xyz, c[A0.y + 5], R0;
DP4   o[HPOS].w, R0, c[3];
DP4   o[HPOS].z, R0, c[2];
DP4   o[HPOS].y, R0, c[1];
DP4   o[HPOS].x, R0, c[0];
MOV   o[TEX0].xy, v[8];
END
# 20 instructions, 2 R-regs
