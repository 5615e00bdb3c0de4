!!VP2.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile vp30
# source file: tests/shaders/vertex/matrix_operand_narrowed.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile vp30
#program main
#semantic main.world
#semantic main.tint
#semantic main.viewProjection
#var float4 position : $vin.POSITION : ATTR0 : 0 : 1
#var float3 normal : $vin.NORMAL : ATTR2 : 1 : 1
#var float4x4 world :  : c[0], 4 : 2 : 1
#var float3x3 tint :  : c[4], 3 : 3 : 1
#var float4x4 viewProjection :  : c[7], 4 : 4 : 1
#var float3 lit : $vout.TEXCOORD0 : TEX0 : 5 : 1
#var float3 basis : $vout.TEXCOORD1 : TEX1 : 6 : 1
#var float4 main : $vout.POSITION : HPOS : -1 : 1
#const c[11] = 0.5 0
BB0:
MUL   R1.xyz, v[2].zxyw, c[1];
MUL   R0.xyz, v[2], c[0];
ADD   R0.xyz, -c[4], R0;
ADD   R1.xyz, -c[5], R1;
ADD   o[TEX1].xyz, R0, R1;
MOV   R2.xy, c[11];
ADD   R1.xyz, c[2], R2.yyxw;
MUL   R1.xyz, R1, c[6];
DP3   o[TEX0].z, R1, v[2];
ADD   R1.xyz, c[0], R2.xyyw;
MUL   R1.xyz, R1, c[4];
DP4   R0.z, v[0], c[2];
DP4   R0.x, v[0], c[0];
DP4   R0.y, v[0], c[1];
DP4   R0.w, v[0], c[3];
DP4   o[HPOS].w, R0, c[10];
DP4   o[HPOS].z, R0, c[9];
DP4   o[HPOS].y, R0, c[8];
DP4   o[HPOS].x, R0, c[7];
ADD   R0.xyz, c[1], R2.yxyw;
MUL   R0.xyz, R0, c[5];
DP3   o[TEX0].y, v[2], R0;
DP3   o[TEX0].x, v[2], R1;
END
# 23 instructions, 3 R-regs
