!!ARBfp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbfp1
# source file: tests/shaders/stdlib/matrix.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbfp1
#program fmain
#semantic fmain.R
#semantic fmain.Q
#semantic fmain.H
#var float4 a : $vin.TEXCOORD0 : TEX0 : 0 : 1
#var float3x3 R :  : c[0], 3 : 1 : 1
#var float2x2 Q :  : c[3], 2 : 2 : 1
#var float2x2 H :  : c[5], 2 : 3 : 1
#var float4 fmain : $vout.COLOR : COL : -1 : 1
PARAM c[7] = { program.local[0..6] };
TEMP R0;
TEMP R1;
TEMP R2;
TEMP R3;
MUL R2.xyz, fragment.texcoord[0].y, c[1];
MAD R2.xyz, fragment.texcoord[0].x, c[0], R2;
MOV R0.x, c[0].z;
MOV R0.z, c[2];
MOV R0.y, c[1].z;
DP3 R1.z, R0, fragment.texcoord[0];
MOV R0.x, c[0].y;
MOV R0.z, c[2].y;
MOV R0.y, c[1];
DP3 R1.y, fragment.texcoord[0], R0;
MAD R0.xyz, fragment.texcoord[0].z, c[2], R2;
MOV R2.x, c[0];
MOV R2.z, c[2].x;
MOV R2.y, c[1].x;
DP3 R1.x, fragment.texcoord[0], R2;
MOV R2.zw, c[4].xyxy;
MUL R0.w, R2.z, c[3].y;
MAD R3.xy, R2.w, c[3].x, -R0.w;
ADD R0.xyz, R1, R0;
MOV R1.xyz, c[2];
MUL R2.xyz, R1.yzxw, c[1].zxyw;
MAD R1.xyz, R1.zxyw, c[1].yzxw, -R2;
DP3 R0.w, R1, c[0];
MUL R2.zw, fragment.texcoord[0].xyxy, c[5].xyxy;
RCP R1.w, R3.x;
MOV R1.y, -c[3];
MOV R1.x, c[4].y;
ADD R2.z, R2, R2.w;
MOV R2.x, -c[4];
MOV R2.y, c[3].x;
MUL R2.xy, R2, R1.w;
MUL R1.zw, R1.w, R1.xyxy;
MUL R2.xy, fragment.texcoord[0].zwzw, R2;
ADD R1.y, R2.x, R2;
MUL R2.xy, fragment.texcoord[0].zwzw, R1.zwzw;
MOV R1.zw, c[6].xyxy;
ADD R1.x, R2, R2.y;
MUL R1.z, R1, c[5].y;
MAD R1.w, R1, c[5].x, -R1.z;
MUL R2.xy, fragment.texcoord[0], c[6];
ADD R2.w, R2.x, R2.y;
ADD R1.xy, R1, R2.zwzw;
MOV R1.z, R3.y;
ADD result.color, R0, R1;
END
# 44 instructions, 4 R-regs
