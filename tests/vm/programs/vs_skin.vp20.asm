!!VP1.1
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -quiet -profile vp20
# source file: tests/vm/cg/vs_skin.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile vp20
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
#const c[16] = 0 1 3
MAX   R1.zw, v[9].xyyx, -v[9].xyyx;
EXP   R0.y, R1.w;
ADD   R0.x, R1.w, -R0.y;
SLT   R0.zw, v[9].xyyx, c[16].x;
MAX   R0.zw, -R0, R0;
SLT   R0.zw, c[16].x, R0;
ADD   R1.xy, -R0.zwzw, c[16].y;
EXP   R0.y, R1.z;
MUL   R1.y, R1, R0.x;
MAD   R0.x, R0.w, -R0, R1.y;
ADD   R0.y, R1.z, -R0;
MUL   R0.w, R0.y, R1.x;
MAD   R0.y, R0.z, -R0, R0.w;
MUL   R0.x, R0, c[16].z;
ARL   A0.x, R0.x;
DP4   R0.z, v[0], c[A0.x + 6];
MUL   R0.y, R0, c[16].z;
ARL   A0.x, R0.y;
DP4   R0.w, c[A0.x + 6], v[0];
ARL   A0.x, R0.x;
DP4   R0.x, v[0], c[A0.x + 5];
MUL   R0.z, v[10].x, R0;
MAD   R0.z, v[10].y, R0.w, R0;
DP4   R0.w, v[0], c[A0.x + 4];
ARL   A0.x, R0.y;
MUL   R0.x, v[10], R0;
DP4   R0.y, v[0], c[A0.x + 5];
MAD   R0.y, v[10], R0, R0.x;
MUL   R0.w, v[10].x, R0;
DP4   R0.x, v[0], c[A0.x + 4];
MAD   R0.x, v[10].y, R0, R0.w;
MOV   R0.w, c[16].y;
DP4   o[HPOS].w, R0, c[3];
DP4   o[HPOS].z, R0, c[2];
DP4   o[HPOS].y, R0, c[1];
DP4   o[HPOS].x, R0, c[0];
END
# 36 instructions, 0 R-regs
