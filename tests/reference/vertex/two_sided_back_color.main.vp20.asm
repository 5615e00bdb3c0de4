!!VP1.1
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile vp20
# source file: tests/shaders/vertex/two_sided_back_color.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile vp20
#program main
#semantic main.mvp
#semantic main.mv
#semantic main.lightPos
#semantic main.frontMat
#semantic main.backMat
#var float4 pos : $vin.POSITION : ATTR0 : 0 : 1
#var float3 N : $vin.NORMAL : ATTR2 : 1 : 1
#var float4 hpos : $vout.POSITION : HPOS : 2 : 1
#var float4 front : $vout.COLOR0 : COL0 : 3 : 1
#var float4 frontSpec : $vout.COLOR1 : COL1 : 4 : 1
#var float4 back : $vout.BCOL0 : BCOL0 : 5 : 1
#var float4 backSpec : $vout.BCOL1 : BCOL1 : 6 : 1
#var float fog : $vout.FOG : FOGC : 7 : 1
#var float4x4 mvp :  : c[0], 4 : 8 : 1
#var float4x4 mv :  : c[4], 4 : 9 : 1
#var float3 lightPos :  : c[8] : 10 : 1
#var float4 frontMat :  : c[9] : 11 : 1
#var float4 backMat :  : c[10] : 12 : 1
#const c[11] = 1 2 0 16
DP4   R0.w, v[0], c[6];
MOV   R0.z, R0.w;
DP4   R0.x, v[0], c[4];
DP4   R0.y, v[0], c[5];
ADD   R2.xyz, -R0, c[8];
DP3   R2.w, R2, R2;
RSQ   R2.w, R2.w;
MUL   R2.xyz, R2.w, R2;
DP3   R2.w, -R0, -R0;
RSQ   R2.w, R2.w;
MUL   R0.xyz, R2.w, -R0;
DP3   R1.z, v[2], c[6];
DP3   R1.x, v[2], c[4];
DP3   R1.y, v[2], c[5];
DP3   R1.w, R1, R1;
RSQ   R1.w, R1.w;
MUL   R1.xyz, R1.w, R1;
DP3   R3.x, -R1, -R2;
MIN   R1.w, R3.x, c[11].x;
MAX   R1.w, R1, c[11].z;
MUL   o[COL0], R1.w, c[9];
MUL   R1.xyz, -R1, R3.x;
MAD   R1.xyz, -R1, c[11].y, -R2;
DP3   R0.x, R0, R1;
MIN   R1.w, -R3.x, c[11].x;
MAX   R1.x, R1.w, c[11].z;
MIN   R0.x, R0, c[11];
MOV   R0.z, c[11].w;
MAX   R0.xy, R0.x, c[11].z;
LIT   R0.z, R0.xyzz;
MUL   o[BFC0], R1.x, c[10];
MOV   o[COL1], R0.z;
MOV   o[BFC1], R0.z;
DP4   o[HPOS].w, v[0], c[3];
DP4   o[HPOS].z, v[0], c[2];
DP4   o[HPOS].y, v[0], c[1];
DP4   o[HPOS].x, v[0], c[0];
MOV   o[FOGC].x, -R0.w;
END
# 38 instructions, 0 R-regs
