!!VP2.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile vp30
# source file: tests/shaders/vertex/half_fixed_types.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile vp30
#program main
#semantic main.mvp
#semantic main.normalMat
#semantic main.lightDir
#semantic main.ambient
#var float4 pos : $vin.POSITION : ATTR0 : 0 : 1
#var float3 N : $vin.NORMAL : ATTR2 : 1 : 1
#var float4 color : $vin.COLOR0 : ATTR3 : 2 : 1
#var float2 uv : $vin.TEXCOORD0 : TEXCOORD0 : 3 : 1
#var float4 hpos : $vout.POSITION : HPOS : 4 : 1
#var float4 oColor : $vout.COLOR0 : COL0 : 5 : 1
#var float2 oUv : $vout.TEXCOORD0 : TEX0 : 6 : 1
#var float4x4 mvp :  : c[0], 4 : 7 : 1
#var float3x3 normalMat :  : c[4], 3 : 8 : 1
#var half3 lightDir :  : c[7] : 9 : 1
#var fixed4 ambient :  : c[8] : 10 : 1
#const c[9] = 1 0 4
BB0:
MUL   R0.y, v[8].x, c[9].z;
FLR   R0.z, |R0.y|;
MOVC  CC.x, R0.y;
MOV   R0.x, R0.z;
MOV   R0.x(LT), -R0.z;
MAD   o[TEX0].x, v[8], c[9].z, -R0;
DP3   R0.z, v[2], c[6];
DP3   R0.x, v[2], c[4];
DP3   R0.y, v[2], c[5];
DP3   R0.w, R0, R0;
RSQ   R0.w, R0.w;
MUL   R0.xyz, R0.w, R0;
DP3   R0.x, R0, c[7];
MIN   R0.x, R0, c[9];
MAX   R0.x, R0, c[9].y;
ADD   R0, c[8], R0.x;
MUL   o[COL0], v[3], R0;
DP4   o[HPOS].w, v[0], c[3];
DP4   o[HPOS].z, v[0], c[2];
DP4   o[HPOS].y, v[0], c[1];
DP4   o[HPOS].x, v[0], c[0];
MOV   o[TEX0].y, v[8];
END
# 22 instructions, 1 R-regs
