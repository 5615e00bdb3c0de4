!!ARBvp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbvp1
# source file: tests/shaders/stdlib/matrix.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbvp1
#program vinverse
#semantic vinverse.M
#semantic vinverse.R
#semantic vinverse.Q
#var float4 p : $vin.POSITION : POSITION : 0 : 1
#var float4 a : $vin.TEXCOORD0 : TEXCOORD0 : 1 : 1
#var float4x4 M :  : c[1], 4 : 2 : 1
#var float3x3 R :  : c[5], 3 : 3 : 1
#var float2x2 Q :  : c[8], 2 : 4 : 1
#var float4 hpos : $vout.POSITION : HPOS : 5 : 1
#var float4 t0 : $vout.TEXCOORD0 : TEX0 : 6 : 1
#var float4 t1 : $vout.TEXCOORD1 : TEX1 : 7 : 1
#const c[0] = 0 1 -1
PARAM c[10] = { { 0, 1, -1 },
		program.local[1..9] };
TEMP R0;
TEMP R1;
TEMP R2;
TEMP R3;
TEMP R4;
TEMP R5;
MOV R3, c[4];
MUL R1, R3.zwxy, c[3].wxyz;
MUL R0, R3.wxyz, c[3].yzwx;
MAD R2, R3.wxyz, c[3].zwxy, -R1;
MAD R0, R3.yzwx, c[3].wxyz, -R0;
MUL R1, R0, c[2].zwxy;
MAD R1, R2, c[2].yzwx, R1;
MUL R0, R3.yzwx, c[3].zwxy;
MAD R0, R3.zwxy, c[3].yzwx, -R0;
MAD R0, R0, c[2].wxyz, R1;
MUL R0, R0, c[1];
DP4 R4.w, R0, c[0].yzyz;
MUL R1.xyz, R3.yzxw, c[3].zxyw;
MAD R1.xyz, R3.zxyw, c[3].yzxw, -R1;
DP3 R0.x, R1, c[2];
DP3 R0.y, R1, c[1];
MOV R1, c[3];
MUL R2.xyz, R3.yzxw, c[2].zxyw;
MAD R2.xyz, R3.zxyw, c[2].yzxw, -R2;
DP3 R0.z, R2, c[1];
MUL R4.xyz, R1.yzxw, c[2].zxyw;
MAD R2.xyz, R1.zxyw, c[2].yzxw, -R4;
DP3 R0.w, R2, c[1];
MUL R2.xyz, R3.ywxw, c[3].wxyw;
RCP R5.w, R4.w;
MAD R2.xyz, R3.wxyw, c[3].ywxw, -R2;
MUL R5.xyz, R3.ywxw, c[2].wxyw;
MOV R0.x, -R0;
MOV R0.z, -R0;
MUL R0, R0, R5.w;
DP4 R2.w, R0, vertex.position;
MUL R0.xyz, R3.zwxw, c[3].wxzw;
MAD R4.xyz, R3.wxzw, c[3].zwxw, -R0;
DP3 R0.y, R2, c[1].xyww;
DP3 R0.x, R2, c[2].xyww;
MUL R2.xyz, R1.ywxw, c[2].wxyw;
MAD R2.xyz, R1.wxyw, c[2].ywxw, -R2;
DP3 R0.z, R2, c[1].xyww;
MAD R2.xyz, R3.wxyw, c[2].ywxw, -R5;
MOV R0.w, -R0.z;
DP3 R0.z, R2, c[1].xyww;
MOV R0.y, -R0;
MUL R0, R5.w, R0;
DP4 R2.z, vertex.position, R0;
DP3 R2.x, R4, c[2].xzww;
MUL R5.xyz, R3.zwxw, c[2].wxzw;
DP3 R0.y, R4, c[1].xzww;
MAD R4.xyz, R3.wxzw, c[2].zwxw, -R5;
DP3 R0.z, R4, c[1].xzww;
MUL R5.xyz, R1.zwxw, c[2].wxzw;
MAD R4.xyz, R1.wxzw, c[2].zwxw, -R5;
DP3 R0.w, R4, c[1].xzww;
MUL R4.xyz, R3.zwyw, c[3].wyzw;
MAD R4.xyz, R3.wyzw, c[3].zwyw, -R4;
MUL R5.xyz, R3.zwyw, c[2].wyzw;
MOV R0.x, -R2;
MOV R0.z, -R0;
MUL R0, R5.w, R0;
DP4 R2.y, vertex.position, R0;
DP3 R0.y, R4, c[1].yzww;
DP3 R0.x, R4, c[2].yzww;
MUL R4.xyz, R1.zwyw, c[2].wyzw;
MAD R1.xyz, R1.wyzw, c[2].zwyw, -R4;
DP3 R0.w, R1, c[1].yzww;
MOV R1.xyz, c[7];
MAD R3.xyz, R3.wyzw, c[2].zwyw, -R5;
DP3 R0.z, R3, c[1].yzww;
MUL R1.w, R1.y, c[5].z;
MUL R3.xyz, R1.yzxw, c[6].zxyw;
MAD R1.w, R1.z, c[5].y, -R1;
MOV R0.y, -R0;
MOV R0.w, -R0;
MUL R0, R5.w, R0;
DP4 R2.x, vertex.position, R0;
MAD R0.xyz, R1.zxyw, c[6].yzxw, -R3;
ADD result.position, R2, R4.w;
DP3 R0.y, R0, c[5];
MOV R2.y, -R1.w;
RCP R0.w, R0.y;
MOV R2.x, R0;
MOV R0.xyz, c[6];
MUL R2.z, R0.y, c[5];
MAD R2.z, R0, c[5].y, -R2;
MUL R2.xyz, R2, R0.w;
DP3 result.texcoord[0].x, R2, vertex.texcoord[0];
MUL R1.w, R1.x, c[6].y;
MAD R2.x, R1.y, c[6], -R1.w;
MUL R2.y, R0.x, c[5];
MAD R2.z, R0.y, c[5].x, -R2.y;
MUL R1.w, R1.x, c[5].y;
MUL R0.y, R1.x, c[6].z;
MUL R1.x, R0, c[5].z;
MAD R0.z, R0, c[5].x, -R1.x;
MAD R1.y, R1, c[5].x, -R1.w;
MOV R2.y, -R1;
MOV R1.xy, c[9];
MUL R2.xyz, R0.w, R2;
MAD R0.y, R1.z, c[6].x, -R0;
MOV R0.x, -R0.y;
MOV R0.y, c[5].z;
MUL R0.y, R0, c[7].x;
MUL R1.x, R1, c[8].y;
MOV R0.z, -R0;
MAD R0.y, R1.z, c[5].x, -R0;
MUL R0.xyz, R0.w, R0;
DP3 result.texcoord[0].y, vertex.texcoord[0], R0;
MAD R0.w, R1.y, c[8].x, -R1.x;
RCP R0.z, R0.w;
MOV R0.x, c[9].y;
MOV R0.y, -c[8];
MUL R1.xy, R0, R0.z;
MOV R0.y, c[8].x;
MOV R0.x, -c[9];
MUL R0.zw, R0.z, R0.xyxy;
MUL R0.xy, vertex.texcoord[0].zwzw, R1;
MUL R0.zw, vertex.texcoord[0], R0;
DP3 result.texcoord[0].z, vertex.texcoord[0], R2;
ADD result.texcoord[1].x, R0, R0.y;
ADD result.texcoord[1].y, R0.z, R0.w;
MOV result.texcoord[1].zw, c[0].xyxy;
MOV result.texcoord[0].w, c[0].y;
END
# 121 instructions, 6 R-regs
