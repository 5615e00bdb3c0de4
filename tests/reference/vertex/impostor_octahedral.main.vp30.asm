!!VP2.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile vp30
# source file: tests/shaders/vertex/impostor_octahedral.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile vp30
#program main
#semantic main.viewProj
#semantic main.camPos
#semantic main.frames
#semantic main.size
#var float4 pos : $vin.POSITION : ATTR0 : 0 : 1
#var float2 corner : $vin.TEXCOORD0 : TEXCOORD0 : 1 : 1
#var float4 hpos : $vout.POSITION : HPOS : 2 : 1
#var float2 uv : $vout.TEXCOORD0 : TEX0 : 3 : 1
#var float4x4 viewProj :  : c[0], 4 : 4 : 1
#var float3 camPos :  : c[4] : 5 : 1
#var float frames :  : c[5] : 6 : 1
#var float size :  : c[6] : 7 : 1
#const c[7] = 1 0 0.5 0.001
BB0:
ADD   R0.xyz, c[4], -v[0];
DP3   R0.w, R0, R0;
RSQ   R0.w, R0.w;
MUL   R0.xyz, R0.w, R0;
DP3   R0.w, |R0|, c[7].x;
RCP   R0.w, R0.w;
MUL   R1.xyz, R0, R0.w;
MOVC  CC.x, R1.y;
BRA   BB2 (LT.x);
BB1:
MOV   R3.xy, R1.xzzw;
BRA   BB3;
BB2:
SSG   R2.xy, R1.xzzw;
ADD   R1.xy, c[7].x, -|R1.zxzw|;
MUL   R3.xy, R1, R2;
BB3:
MUL   R1.xyz, -R0.yzxw, c[7].yyxw;
MAD   R1.xyz, R0.zxyw, c[7].xyyw, R1;
DP3   R0.w, R1, R1;
RSQ   R0.w, R0.w;
MUL   R1.xyz, R0.w, R1;
MUL   R2.xyz, R1.yzxw, R0.zxyw;
MAD   R0.xyz, R1.zxyw, R0.yzxw, -R2;
MUL   R0.xyz, v[8].y, R0;
MAD   R0.xyz, R1, v[8].x, R0;
MOV   R1.x, c[7].w;
ADD   R1.z, c[5].x, -R1.x;
MAD   R1.xy, R3, c[7].z, c[7].z;
MUL   R1.xy, R1, R1.z;
MAD   R0.xyz, R0, c[6].x, v[0];
MOV   R0.w, c[7].x;
DP4   o[HPOS].w, R0, c[3];
DP4   o[HPOS].z, R0, c[2];
DP4   o[HPOS].y, R0, c[1];
DP4   o[HPOS].x, R0, c[0];
FLR   R1.xy, R1;
MAD   R0.xy, v[8], c[7].z, R1;
RCP   R0.z, c[5].x;
ADD   R0.xy, c[7].z, R0;
MUL   o[TEX0].xy, R0, R0.z;
END
# 38 instructions, 4 R-regs
