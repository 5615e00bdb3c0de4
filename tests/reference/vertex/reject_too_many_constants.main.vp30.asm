!!VP2.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile vp30
# source file: tests/shaders/vertex/reject_too_many_constants.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile vp30
#program main
#semantic main.bones
#semantic main.viewProj
#var float4 pos : $vin.POSITION : ATTR0 : 0 : 1
#var float4 bi : $vin.BLENDINDICES : ATTR7 : 1 : 1
#var float4 w : $vin.BLENDWEIGHT : ATTR1 : 2 : 1
#var float4 hpos : $vout.POSITION : HPOS : 3 : 1
#var float4x4 bones[0] :  : c[0], 4 : 4 : 1
#var float4x4 bones[1] :  : c[4], 4 : 4 : 1
#var float4x4 bones[2] :  : c[8], 4 : 4 : 1
#var float4x4 bones[3] :  : c[12], 4 : 4 : 1
#var float4x4 bones[4] :  : c[16], 4 : 4 : 1
#var float4x4 bones[5] :  : c[20], 4 : 4 : 1
#var float4x4 bones[6] :  : c[24], 4 : 4 : 1
#var float4x4 bones[7] :  : c[28], 4 : 4 : 1
#var float4x4 bones[8] :  : c[32], 4 : 4 : 1
#var float4x4 bones[9] :  : c[36], 4 : 4 : 1
#var float4x4 bones[10] :  : c[40], 4 : 4 : 1
#var float4x4 bones[11] :  : c[44], 4 : 4 : 1
#var float4x4 bones[12] :  : c[48], 4 : 4 : 1
#var float4x4 bones[13] :  : c[52], 4 : 4 : 1
#var float4x4 bones[14] :  : c[56], 4 : 4 : 1
#var float4x4 bones[15] :  : c[60], 4 : 4 : 1
#var float4x4 bones[16] :  : c[64], 4 : 4 : 1
#var float4x4 bones[17] :  : c[68], 4 : 4 : 1
#var float4x4 bones[18] :  : c[72], 4 : 4 : 1
#var float4x4 bones[19] :  : c[76], 4 : 4 : 1
#var float4x4 bones[20] :  : c[80], 4 : 4 : 1
#var float4x4 bones[21] :  : c[84], 4 : 4 : 1
#var float4x4 bones[22] :  : c[88], 4 : 4 : 1
#var float4x4 bones[23] :  : c[92], 4 : 4 : 1
#var float4x4 bones[24] :  : c[96], 4 : 4 : 1
#var float4x4 bones[25] :  : c[100], 4 : 4 : 1
#var float4x4 bones[26] :  : c[104], 4 : 4 : 1
#var float4x4 bones[27] :  : c[108], 4 : 4 : 1
#var float4x4 bones[28] :  : c[112], 4 : 4 : 1
#var float4x4 bones[29] :  : c[116], 4 : 4 : 1
#var float4x4 bones[30] :  : c[120], 4 : 4 : 1
#var float4x4 bones[31] :  : c[124], 4 : 4 : 1
#var float4x4 viewProj :  : c[128], 4 : 5 : 1
#const c[132] = 4 1
BB0:
FLR   R0.xy, v[7];
MUL   R0.xy, R0, c[132].x;
ARL   A0.xy, R0;
DP4   R0.w, v[0], c[A0.y + 3];
DP4   R0.z, v[0], c[A0.y + 2];
DP4   R0.y, v[0], c[A0.y + 1];
DP4   R0.x, v[0], c[A0.y];
ADD   R1.x, c[132].y, -v[1];
MUL   R1, R0, R1.x;
DP4   R0.w, c[A0.x + 3], v[0];
DP4   R0.z, v[0], c[A0.x + 2];
DP4   R0.y, v[0], c[A0.x + 1];
DP4   R0.x, v[0], c[A0.x];
MAD   R0, R0, v[1].x, R1;
DP4   o[HPOS].w, R0, c[131];
DP4   o[HPOS].z, R0, c[130];
DP4   o[HPOS].y, R0, c[129];
DP4   o[HPOS].x, R0, c[128];
END
# 18 instructions, 2 R-regs
