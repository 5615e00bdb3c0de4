!!VP1.1
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile vp20
# source file: tests/shaders/vertex/lit_intrinsic.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile vp20
#program main
#semantic main.modelViewProj
#semantic main.globalAmbient
#semantic main.lightColor
#semantic main.lightPosition
#semantic main.eyePosition
#semantic main.Ke
#semantic main.Ka
#semantic main.Kd
#semantic main.Ks
#semantic main.shininess
#var float4 position : $vin.POSITION : ATTR0 : 0 : 1
#var float3 normal : $vin.NORMAL : ATTR2 : 1 : 1
#var float4 oPosition : $vout.POSITION : HPOS : 2 : 1
#var float4 oColor : $vout.COLOR : COL0 : 3 : 1
#var float4x4 modelViewProj :  : c[0], 4 : 4 : 1
#var float3 globalAmbient :  : c[4] : 5 : 1
#var float3 lightColor :  : c[5] : 6 : 1
#var float3 lightPosition :  : c[6] : 7 : 1
#var float3 eyePosition :  : c[7] : 8 : 1
#var float3 Ke :  : c[8] : 9 : 1
#var float3 Ka :  : c[9] : 10 : 1
#var float3 Kd :  : c[10] : 11 : 1
#var float3 Ks :  : c[11] : 12 : 1
#var float shininess :  : c[12] : 13 : 1
#const c[13] = 1
ADD   R0.xyz, -v[0], c[6];
DP3   R0.w, R0, R0;
ADD   R1.xyz, -v[0], c[7];
RSQ   R0.w, R0.w;
MUL   R0.xyz, R0.w, R0;
DP3   R1.w, R1, R1;
RSQ   R0.w, R1.w;
MAD   R1.xyz, R0.w, R1, R0;
DP3   R0.w, R1, R1;
RSQ   R0.w, R0.w;
MUL   R1.xyz, R0.w, R1;
DP3   R1.y, v[2], R1;
DP3   R1.x, v[2], R0;
MOV   R1.z, c[12].x;
LIT   R3.yz, R1.xyzz;
MOV   R0.xyz, c[4];
MUL   R0.xyz, R0, c[9];
MOV   R1.xyz, c[5];
ADD   R2.xyz, R0, c[8];
MUL   R0.xyz, R1, c[10];
MAD   R0.xyz, R3.y, R0, R2;
MUL   R1.xyz, R1, c[11];
MAD   o[COL0].xyz, R1, R3.z, R0;
DP4   o[HPOS].w, v[0], c[3];
DP4   o[HPOS].z, v[0], c[2];
DP4   o[HPOS].y, v[0], c[1];
DP4   o[HPOS].x, v[0], c[0];
MOV   o[COL0].w, c[13].x;
END
# 28 instructions, 0 R-regs
