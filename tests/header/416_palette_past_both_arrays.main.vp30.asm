!!VP2.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile vp30
# source file: tests/header/416_palette_past_both_arrays.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile vp30
#program main
#semantic main.bones
#semantic main.viewProj
#semantic main.lightDirection
#var float4 IN.position : $vin.POSITION : ATTR0 : 0 : 1
#var float3 IN.normal : $vin.NORMAL : ATTR2 : 0 : 1
#var float4 IN.weights : $vin.BLENDWEIGHT : ATTR1 : 0 : 1
#var float4 IN.indices : $vin.BLENDINDICES : ATTR7 : 0 : 1
#var float2 IN.uv : $vin.TEXCOORD0 : TEXCOORD0 : 0 : 1
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
#var float3x4 bones[20] :  : c[60], 3 : 1 : 1
#var float3x4 bones[21] :  : c[63], 3 : 1 : 1
#var float3x4 bones[22] :  : c[66], 3 : 1 : 1
#var float3x4 bones[23] :  : c[69], 3 : 1 : 1
#var float3x4 bones[24] :  : c[72], 3 : 1 : 1
#var float3x4 bones[25] :  : c[75], 3 : 1 : 1
#var float3x4 bones[26] :  : c[78], 3 : 1 : 1
#var float3x4 bones[27] :  : c[81], 3 : 1 : 1
#var float3x4 bones[28] :  : c[84], 3 : 1 : 1
#var float3x4 bones[29] :  : c[87], 3 : 1 : 1
#var float3x4 bones[30] :  : c[90], 3 : 1 : 1
#var float3x4 bones[31] :  : c[93], 3 : 1 : 1
#var float3x4 bones[32] :  : c[96], 3 : 1 : 1
#var float3x4 bones[33] :  : c[99], 3 : 1 : 1
#var float3x4 bones[34] :  : c[102], 3 : 1 : 1
#var float3x4 bones[35] :  : c[105], 3 : 1 : 1
#var float3x4 bones[36] :  : c[108], 3 : 1 : 1
#var float3x4 bones[37] :  : c[111], 3 : 1 : 1
#var float3x4 bones[38] :  : c[114], 3 : 1 : 1
#var float3x4 bones[39] :  : c[117], 3 : 1 : 1
#var float3x4 bones[40] :  : c[120], 3 : 1 : 1
#var float3x4 bones[41] :  : c[123], 3 : 1 : 1
#var float3x4 bones[42] :  : c[126], 3 : 1 : 1
#var float3x4 bones[43] :  : c[129], 3 : 1 : 1
#var float3x4 bones[44] :  : c[132], 3 : 1 : 1
#var float3x4 bones[45] :  : c[135], 3 : 1 : 1
#var float3x4 bones[46] :  : c[138], 3 : 1 : 1
#var float3x4 bones[47] :  : c[141], 3 : 1 : 1
#var float3x4 bones[48] :  : c[144], 3 : 1 : 1
#var float3x4 bones[49] :  : c[147], 3 : 1 : 1
#var float3x4 bones[50] :  : c[150], 3 : 1 : 1
#var float3x4 bones[51] :  : c[153], 3 : 1 : 1
#var float3x4 bones[52] :  : c[156], 3 : 1 : 1
#var float3x4 bones[53] :  : c[159], 3 : 1 : 1
#var float3x4 bones[54] :  : c[162], 3 : 1 : 1
#var float3x4 bones[55] :  : c[165], 3 : 1 : 1
#var float3x4 bones[56] :  : c[168], 3 : 1 : 1
#var float3x4 bones[57] :  : c[171], 3 : 1 : 1
#var float3x4 bones[58] :  : c[174], 3 : 1 : 1
#var float3x4 bones[59] :  : c[177], 3 : 1 : 1
#var float3x4 bones[60] :  : c[180], 3 : 1 : 1
#var float3x4 bones[61] :  : c[183], 3 : 1 : 1
#var float3x4 bones[62] :  : c[186], 3 : 1 : 1
#var float3x4 bones[63] :  : c[189], 3 : 1 : 1
#var float3x4 bones[64] :  : c[192], 3 : 1 : 1
#var float3x4 bones[65] :  : c[195], 3 : 1 : 1
#var float3x4 bones[66] :  : c[198], 3 : 1 : 1
#var float3x4 bones[67] :  : c[201], 3 : 1 : 1
#var float3x4 bones[68] :  : c[204], 3 : 1 : 1
#var float3x4 bones[69] :  : c[207], 3 : 1 : 1
#var float4x4 viewProj :  : c[210], 4 : 2 : 1
#var float3 lightDirection :  : c[214] : 3 : 1
#var float4 main.position : $vout.POSITION : HPOS : -1 : 1
#var float4 main.color : $vout.COLOR0 : COL0 : -1 : 1
#var float2 main.uv : $vout.TEXCOORD0 : TEX0 : -1 : 1
#const c[215] = 3 1 0
BB0:
FLR   R0.xy, v[7];
MUL   R0.xy, R0, c[215].x;
ARL   A0.xy, R0;
DP3   R0.z, c[A0.y + 2], v[2];
DP3   R0.x, c[A0.y], v[2];
DP3   R0.y, c[A0.y + 1], v[2];
MUL   R1.xyz, v[1].y, R0;
DP3   R0.z, c[A0.x + 2], v[2];
DP3   R0.y, c[A0.x + 1], v[2];
DP3   R0.x, c[A0.x], v[2];
MAD   R0.xyz, v[1].x, R0, R1;
DP3   R0.w, R0, R0;
RSQ   R0.w, R0.w;
MUL   R0.xyz, R0.w, R0;
DP3   R0.x, R0, -c[214];
MIN   R0.x, R0, c[215].y;
MAX   o[COL0], R0.x, c[215].z;
MOV   R0.w, c[215].y;
DP4   R0.z, v[0], c[A0.y + 2];
DP4   R0.x, v[0], c[A0.y];
DP4   R0.y, v[0], c[A0.y + 1];
MUL   R1.xyz, v[1].y, R0;
DP4   R0.z, c[A0.x + 2], v[0];
DP4   R0.y, v[0], c[A0.x + 1];
DP4   R0.x, v[0], c[A0.x];
MAD   R0.xyz, R0, v[1].x, R1;
DP4   o[HPOS].w, R0, c[213];
DP4   o[HPOS].z, R0, c[212];
DP4   o[HPOS].y, R0, c[211];
DP4   o[HPOS].x, R0, c[210];
MOV   o[TEX0].xy, v[8];
END
# 31 instructions, 2 R-regs
