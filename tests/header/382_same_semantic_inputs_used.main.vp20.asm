!!VP1.1
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile vp20
# source file: tests/header/382_same_semantic_inputs_used.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile vp20
#program main
#semantic main.mat_modelproj
#semantic main.k_fog
#var float4 vtx_position : $vin.POSITION : ATTR0 : 0 : 1
#var float4 vtx_normal : $vin.TEXCOORD0 : TEXCOORD0 : 1 : 0
#var float2 vtx_texcoord0 : $vin.TEXCOORD0 : TEXCOORD0 : 2 : 1
#var float4 base : $vin.COLOR0 : ATTR3 : 3 : 0
#var float4 glow : $vin.COLOR0 : ATTR3 : 4 : 1
#var float4 shade : $vin.COLOR0 : ATTR3 : 5 : 0
#var float4x4 mat_modelproj :  : c[0], 4 : 6 : 1
#var float4 k_fog :  : c[4] : 7 : 1
#var float4 main.position : $vout.POSITION : HPOS : -1 : 1
#var float4 main.normal : $vout.TEXCOORD1 : TEX1 : -1 : 1
#var float2 main.uv : $vout.TEXCOORD2 : TEX2 : -1 : 1
#var float4 main.tint : $vout.COLOR0 : COL0 : -1 : 1
#var float4 main.fog : $vout.TEXCOORD3 : TEX3 : -1 : 1
#const c[5] = 2 24.980801 -24.980801 0.15915491
#const c[6] = 0 0.5 1 0.25
#const c[7] = -60.145809 60.145809 85.453789 -85.453789
#const c[8] = -64.939346 64.939346 19.73921 -19.73921
#const c[9] = -1 1 -9 0.75
MUL   R0, v[8], c[5].w;
ADD   R0, R0, -c[6].w;
EXP   R1.y, R0.x;
EXP   R0.y, R0.y;
ADD   R2.xyz, -R1.y, c[6];
MUL   R2.xyz, R2, R2;
MUL   R5.xyz, R2, c[5].yzyw;
ADD   R1.xzw, R5.xyyz, c[7].xyyx;
MAD   R1.xzw, R1, R2.xyyz, c[7].zywz;
MAD   R1.xzw, R1, R2.xyyz, c[8].xyyx;
MAD   R1.xzw, R1, R2.xyyz, c[8].zywz;
MAD   R2.xyz, R1.xzww, R2, c[9].xyxw;
SLT   R1.x, R1.y, c[6].w;
SGE   R1.yz, R1.y, c[9].xzww;
ADD   R3.xyz, -R0.y, c[6];
MUL   R3.xyz, R3, R3;
MUL   R4.xyz, R3, c[5].yzyw;
ADD   R4.xyz, R4, c[7].xyxw;
MAD   R4.xyz, R4, R3, c[7].zwzw;
MAD   R4.xyz, R4, R3, c[8].xyxw;
MAD   R4.xyz, R4, R3, c[8].zwzw;
MOV   R5.xz, R1;
DP3   R5.y, R1, c[9].xyxw;
MAD   R1.xyz, R4, R3, c[9].xyxw;
DP3   R2.x, R2, -R5;
SLT   R3.x, R0.y, c[6].w;
SGE   R3.yz, R0.y, c[9].xzww;
EXP   R0.y, R0.w;
MOV   R4.xz, R3;
DP3   R4.y, R3, c[9].xyxw;
DP3   R2.y, R1, -R4;
EXP   R1.y, R0.z;
ADD   R4.xyz, -R1.y, c[6];
MUL   R4.xyz, R4, R4;
MUL   R5.xyz, R4, c[5].yzyw;
ADD   R1.xzw, R5.xyyz, c[7].xyyx;
MAD   R1.xzw, R1, R4.xyyz, c[7].zywz;
MAD   R1.xzw, R1, R4.xyyz, c[8].xyyx;
MAD   R1.xzw, R1, R4.xyyz, c[8].zywz;
MAD   R4.xyz, R1.xzww, R4, c[9].xyxw;
SLT   R1.x, R1.y, c[6].w;
SGE   R1.yz, R1.y, c[9].xzww;
ADD   R3.xyz, -R0.y, c[6];
MUL   R3.xyz, R3, R3;
MUL   R0.xzw, R3.xyyz, c[5].yyzy;
ADD   R0.xzw, R0, c[7].xyyx;
MAD   R0.xzw, R0, R3.xyyz, c[7].zywz;
MAD   R0.xzw, R0, R3.xyyz, c[8].xyyx;
MAD   R0.xzw, R0, R3.xyyz, c[8].zywz;
MOV   R5.xz, R1;
DP3   R5.y, R1, c[9].xyxw;
MAD   R1.xyz, R0.xzww, R3, c[9].xyxw;
SLT   R0.x, R0.y, c[6].w;
SGE   R0.yz, R0.y, c[9].xzww;
MOV   R3.xz, R0;
DP3   R3.y, R0, c[9].xyxw;
MOV   R0, v[3];
MUL   R0, R0, v[3];
DP3   R2.z, R4, -R5;
DP3   R2.w, R1, -R3;
MAD   o[TEX3], v[8].x, c[4], R2;
MOV   o[TEX1], v[8];
ADD   o[COL0], R0, v[3];
MUL   o[TEX2].xy, v[8], c[5].x;
DP4   o[HPOS].w, v[0], c[3];
DP4   o[HPOS].z, v[0], c[2];
DP4   o[HPOS].y, v[0], c[1];
DP4   o[HPOS].x, v[0], c[0];
END
# 68 instructions, 0 R-regs
