!!VP1.1
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile vp20
# source file: tests/header/065_binding_skinning.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile vp20
#program main
#semantic mvp
#semantic bones
#var float4 p : $vin.POSITION : ATTR0 : 0 : 1
#var float4 w : $vin.TEXCOORD1 : TEXCOORD1 : 1 : 1
#var float4 idx : $vin.BLENDINDICES : ATTR7 : 2 : 1
#var float4x4 mvp :  : c[0], 4 : -1 : 1
#var float4x3 bones[0] :  : c[4], 4 : -1 : 1
#var float4x3 bones[1] :  : c[8], 4 : -1 : 1
#var float4x3 bones[2] :  : c[12], 4 : -1 : 1
#var float4x3 bones[3] :  : c[16], 4 : -1 : 1
#var float4 main : $vout.POSITION : HPOS : -1 : 1
#const c[20] = 4 1
EXP   R1.y, v[7].y;
ADD   R0.z, v[7].y, -R1.y;
EXP   R0.y, v[7].x;
ADD   R0.x, v[7], -R0.y;
MUL   R1.w, R0.z, c[20].x;
ARL   A0.x, R1.w;
MUL   R0.w, R0.x, c[20].x;
MUL   R1.xyz, v[0].y, c[A0.x + 5];
ARL   A0.x, R0.w;
MUL   R0.xyz, v[0].y, c[A0.x + 5];
ARL   A0.x, R1.w;
MAD   R1.xyz, v[0].x, c[A0.x + 4], R1;
ARL   A0.x, R0.w;
MAD   R0.xyz, v[0].x, c[A0.x + 4], R0;
ARL   A0.x, R1.w;
MAD   R1.xyz, v[0].z, c[A0.x + 6], R1;
ARL   A0.x, R0.w;
MAD   R0.xyz, v[0].z, c[A0.x + 6], R0;
ARL   A0.x, R1.w;
MAD   R1.xyz, v[0].w, c[A0.x + 7], R1;
ARL   A0.x, R0.w;
MOV   R0.w, c[20].y;
MAD   R0.xyz, v[0].w, c[A0.x + 7], R0;
MUL   R1.xyz, v[9].y, R1;
MAD   R0.xyz, R0, v[9].x, R1;
DP4   o[HPOS].w, R0, c[3];
DP4   o[HPOS].z, R0, c[2];
DP4   o[HPOS].y, R0, c[1];
DP4   o[HPOS].x, R0, c[0];
END
# 29 instructions, 0 R-regs
