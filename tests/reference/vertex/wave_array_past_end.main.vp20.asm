!!VP1.1
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile vp20
# source file: tests/shaders/vertex/wave_array_past_end.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile vp20
#program main
#semantic main.mat_modelproj
#semantic main.k_waveInfo
#semantic main.k_time
#var float4 vtx_position : $vin.POSITION : ATTR0 : 0 : 1
#var float2 vtx_texcoord0 : $vin.TEXCOORD0 : TEXCOORD0 : 1 : 1
#var float4x4 mat_modelproj :  : c[0], 4 : 2 : 1
#var float4 k_waveInfo :  : c[4] : 3 : 1
#var float4 k_time :  : c[5] : 4 : 1
#var float4 l_position : $vout.POSITION : HPOS : 5 : 1
#var float3 l_normal : $vout.TEXCOORD1 : TEX1 : 6 : 1
#var float2 l_texcoord0 : $vout.TEXCOORD0 : TEX0 : 7 : 1
#const c[6] = 0 1 -1 0.5
#const c[7] = 0.15915491 0.25 24.980801 -24.980801
#const c[8] = -60.145809 60.145809 85.453789 -85.453789
#const c[9] = -64.939346 64.939346 19.73921 -19.73921
#const c[10] = -9 0.75
MOV   R0.x, c[6].w;
ADD   R0.zw, v[0].xyxy, -c[6].xyzx;
MUL   R0.zw, R0, v[0].xyxy;
MUL   R0.y, R0.x, c[5].x;
ADD   R0.x, R0.z, R0.w;
MAD   R0.w, R0.x, c[4].x, R0.y;
MUL   R0.x, R0.w, c[7];
EXP   R1.y, R0.x;
ADD   R0.xyz, -R1.y, c[6].xwyw;
MUL   R3.xyz, R0, R0;
SLT   R1.x, R1.y, c[7].y;
MUL   R0.xyz, R3, c[7].zwzw;
ADD   R0.xyz, R0, c[8].xyxw;
MAD   R0.xyz, R0, R3, c[8].zwzw;
MAD   R2.xyz, R0, R3, c[9].xyxw;
MAD   R0.w, R0, c[7].x, -c[7].y;
EXP   R0.y, R0.w;
MAD   R0.xzw, R2.xyyz, R3.xyyz, c[9].zywz;
ADD   R2.xyz, -R0.y, c[6].xwyw;
MUL   R2.xyz, R2, R2;
MAD   R0.xzw, R0, R3.xyyz, c[6].zyyz;
SGE   R1.yz, R1.y, c[10].xxyw;
MOV   R3.xz, R1;
DP3   R3.y, R1, c[6].zyzw;
DP3   R0.z, R0.xzww, -R3;
MUL   R3.xyz, R2, c[7].zwzw;
MUL   R0.x, c[4], c[4].y;
ADD   R3.xyz, R3, c[8].xyxw;
MAD   R3.xyz, R3, R2, c[8].zwzw;
MAD   R3.xyz, R3, R2, c[9].xyxw;
MUL   R1.x, R0, R0.z;
MOV   R1.yz, c[6].xxyw;
DP3   R0.x, R1, R1;
RSQ   R0.x, R0.x;
MUL   o[TEX1].xyz, R0.x, R1;
SLT   R0.x, R0.y, c[7].y;
MAD   R3.xyz, R3, R2, c[9].zwzw;
SGE   R0.yz, R0.y, c[10].xxyw;
MAD   R1.xyz, R3, R2, c[6].zyzw;
MOV   R2.xz, R0;
DP3   R2.y, R0, c[6].zyzw;
DP3   R0.z, R1, -R2;
MOV   R0.xyw, v[0];
MAD   R0.z, R0, c[4].y, v[0];
DP4   o[HPOS].w, R0, c[3];
DP4   o[HPOS].z, R0, c[2];
DP4   o[HPOS].y, R0, c[1];
DP4   o[HPOS].x, R0, c[0];
MOV   o[TEX0].xy, v[8];
END
# 49 instructions, 0 R-regs
