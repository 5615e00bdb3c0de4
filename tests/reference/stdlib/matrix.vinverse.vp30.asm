!!VP2.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile vp30
# source file: tests/shaders/stdlib/matrix.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile vp30
#program vinverse
#semantic vinverse.M
#semantic vinverse.R
#semantic vinverse.Q
#var float4 p : $vin.POSITION : ATTR0 : 0 : 1
#var float4 a : $vin.TEXCOORD0 : TEXCOORD0 : 1 : 1
#var float4x4 M :  : c[0], 4 : 2 : 1
#var float3x3 R :  : c[4], 3 : 3 : 1
#var float2x2 Q :  : c[7], 2 : 4 : 1
#var float4 hpos : $vout.POSITION : HPOS : 5 : 1
#var float4 t0 : $vout.TEXCOORD0 : TEX0 : 6 : 1
#var float4 t1 : $vout.TEXCOORD1 : TEX1 : 7 : 1
#const c[9] = 0 1 -1
BB0:
MOV   R2, c[3];
MUL   R0, R2.wxyz, c[2].yzwx;
MAD   R0, R2.yzwx, c[2].wxyz, -R0;
MUL   R1, R2.yzwx, c[2].zwxy;
MUL   R3.xyz, R2.yzxw, c[1].zxyw;
MAD   R1, R2.wxyz, c[2].zwxy, -R1.yzwx;
MUL   R0, R0, c[1].zwxy;
MAD   R0, R1, c[1].yzwx, R0;
MAD   R0, R1.wxyz, c[1].wxyz, R0;
MUL   R0, R0, c[0];
DP4   R4.w, R0, c[9].yzyz;
MAD   R3.xyz, R2.zxyw, c[1].yzxw, -R3;
MUL   R1.xyz, R2.yzxw, c[2].zxyw;
MAD   R1.xyz, R2.zxyw, c[2].yzxw, -R1;
DP3   R0.x, R1, c[1];
DP3   R0.y, R1, c[0];
MOV   R1, c[2];
DP3   R0.z, R3, c[0];
MUL   R4.xyz, R1.yzxw, c[1].zxyw;
MAD   R3.xyz, R1.zxyw, c[1].yzxw, -R4;
DP3   R0.w, R3, c[0];
MUL   R3.xyz, R2.ywxw, c[2].wxyw;
MAD   R3.xyz, R2.wxyw, c[2].ywxw, -R3;
RCP   R5.w, R4.w;
MUL   R5.xyz, R2.ywxw, c[1].wxyw;
MOV   R0.x, -R0;
MOV   R0.z, -R0;
MUL   R0, R0, R5.w;
DP4   R3.w, R0, v[0];
MUL   R0.xyz, R2.zwxw, c[2].wxzw;
MAD   R4.xyz, R2.wxzw, c[2].zwxw, -R0;
DP3   R0.y, R3, c[0].xyww;
DP3   R0.x, R3, c[1].xyww;
MUL   R3.xyz, R1.ywxw, c[1].wxyw;
MAD   R3.xyz, R1.wxyw, c[1].ywxw, -R3;
DP3   R0.z, R3, c[0].xyww;
MAD   R3.xyz, R2.wxyw, c[1].ywxw, -R5;
MOV   R0.w, -R0.z;
DP3   R0.z, R3, c[0].xyww;
MOV   R0.y, -R0;
MUL   R0, R5.w, R0;
DP4   R3.z, v[0], R0;
DP3   R3.x, R4, c[1].xzww;
MUL   R5.xyz, R2.zwxw, c[1].wxzw;
DP3   R0.y, R4, c[0].xzww;
MAD   R4.xyz, R2.wxzw, c[1].zwxw, -R5;
DP3   R0.z, R4, c[0].xzww;
MUL   R5.xyz, R1.zwxw, c[1].wxzw;
MAD   R4.xyz, R1.wxzw, c[1].zwxw, -R5;
DP3   R0.w, R4, c[0].xzww;
MUL   R4.xyz, R2.zwyw, c[2].wyzw;
MAD   R4.xyz, R2.wyzw, c[2].zwyw, -R4;
MUL   R5.xyz, R2.zwyw, c[1].wyzw;
MAD   R2.xyz, R2.wyzw, c[1].zwyw, -R5;
MOV   R0.x, -R3;
MOV   R0.z, -R0;
MUL   R0, R5.w, R0;
DP4   R3.y, v[0], R0;
DP3   R0.z, R2, c[0].yzww;
DP3   R0.y, R4, c[0].yzww;
DP3   R0.x, R4, c[1].yzww;
MUL   R4.xyz, R1.zwyw, c[1].wyzw;
MAD   R1.xyz, R1.wyzw, c[1].zwyw, -R4;
DP3   R0.w, R1, c[0].yzww;
MOV   R2.xyz, c[6].zyxw;
MOV   R0.y, -R0;
MOV   R0.w, -R0;
MUL   R1, R5.w, R0;
DP4   R3.x, v[0], R1;
MUL   R0, R2.yxzz, c[5].zxyz;
MAD   R0, R2.xzyx, c[5].yzxx, -R0;
DP3   R0.y, R0, c[4];
RCP   R2.w, R0.y;
MOV   R4.x, R0;
MUL   R0.xy, R2.yzzw, c[4].zyzw;
MAD   R0.xy, R2, c[4].yxzw, -R0;
MOV   R4.y, -R0.x;
MOV   R0.x, c[4].z;
MOV   R1.xyz, c[5].zyxw;
ADD   o[HPOS], R3, R4.w;
MUL   R3.xyz, R1.yzzw, c[4].zzyw;
MAD   R1.xyz, R1.xyxw, c[4].xxyw, -R3.yzxw;
MOV   R4.z, R1;
MUL   R3.xyz, R4, R2.w;
MUL   R0.x, R0, c[6];
MAD   R4.y, R2.x, c[4].x, -R0.x;
MOV   R0.x, R0.z;
MOV   R4.x, -R0.w;
MOV   R4.z, -R1.x;
MOV   R1.zw, c[8].xyxy;
MUL   R2.xyz, R2.w, R4;
MUL   R0.w, R1.z, c[7].y;
MAD   R0.w, R1, c[7].x, -R0;
RCP   R1.x, R0.w;
MOV   R0.y, -R0;
MOV   R0.z, R1.y;
MUL   R0.xyz, R2.w, R0;
DP3   o[TEX0].z, v[8], R0;
MOV   R0.x, c[8].y;
MOV   R0.y, -c[7];
MUL   R0.zw, R0.xyxy, R1.x;
MUL   R0.zw, v[8], R0;
MOV   R0.y, c[7].x;
MOV   R0.x, -c[8];
MUL   R0.xy, R1.x, R0;
MUL   R0.xy, v[8].zwzw, R0;
DP3   o[TEX0].x, R3, v[8];
DP3   o[TEX0].y, v[8], R2;
ADD   o[TEX1].x, R0.z, R0.w;
ADD   o[TEX1].y, R0.x, R0;
MOV   o[TEX1].zw, c[9].xyxy;
MOV   o[TEX0].w, c[9].y;
END
# 112 instructions, 6 R-regs
