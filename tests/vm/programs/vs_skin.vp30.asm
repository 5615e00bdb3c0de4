!!VP2.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -quiet -profile vp30
# source file: tests/vm/cg/vs_skin.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile vp30
#program main
#semantic main.vp
#semantic main.bones
#var float4 p : $vin.POSITION : ATTR0 : 0 : 1
#var float4 w : $vin.TEXCOORD2 : TEXCOORD2 : 1 : 1
#var float4 idx : $vin.TEXCOORD1 : TEXCOORD1 : 2 : 1
#var float4x4 vp :  : c[0], 4 : 3 : 1
#var float4 bones[0] :  : c[4] : 4 : 1
#var float4 bones[1] :  : c[5] : 4 : 1
#var float4 bones[2] :  : c[6] : 4 : 1
#var float4 bones[3] :  : c[7] : 4 : 1
#var float4 bones[4] :  : c[8] : 4 : 1
#var float4 bones[5] :  : c[9] : 4 : 1
#var float4 bones[6] :  : c[10] : 4 : 1
#var float4 bones[7] :  : c[11] : 4 : 1
#var float4 bones[8] :  : c[12] : 4 : 1
#var float4 bones[9] :  : c[13] : 4 : 1
#var float4 bones[10] :  : c[14] : 4 : 1
#var float4 bones[11] :  : c[15] : 4 : 1
#var float4 hpos : $vout.POSITION : HPOS : 5 : 1
#const c[16] = 3 1
BB0:
FLR   R0.zw, |v[9].xyyx|;
MOV   R0.x, R0.w;
MOVC  CC.xy, v[9].yxzw;
MOV   R0.y, R0.z;
MOV   R0.x(LT.y), -R0.w;
MOV   R0.y(LT.x), -R0.z;
MUL   R0.x, R0, c[16];
ARL   A0.y, R0.x;
MUL   R0.y, R0, c[16].x;
ARL   A0.x, R0.y;
DP4   R0.x, v[0], c[A0.y + 6];
MUL   R0.x, v[10], R0;
DP4   R0.y, c[A0.x + 6], v[0];
MAD   R0.z, v[10].y, R0.y, R0.x;
DP4   R0.y, v[0], c[A0.y + 5];
DP4   R0.x, v[0], c[A0.y + 4];
DP4   R0.w, v[0], c[A0.x + 5];
MUL   R0.y, v[10].x, R0;
MAD   R0.y, v[10], R0.w, R0;
MUL   R0.w, v[10].x, R0.x;
DP4   R0.x, v[0], c[A0.x + 4];
MAD   R0.x, v[10].y, R0, R0.w;
MOV   R0.w, c[16].y;
DP4   o[HPOS].w, R0, c[3];
DP4   o[HPOS].z, R0, c[2];
DP4   o[HPOS].y, R0, c[1];
DP4   o[HPOS].x, R0, c[0];
END
# 27 instructions, 1 R-regs
