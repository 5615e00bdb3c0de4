!!VP1.1
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile vp20
# source file: tests/shaders/vertex/impostor_octahedral.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile vp20
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
ADD   R0.xyz, -v[0], c[4];
DP3   R0.w, R0, R0;
RSQ   R0.w, R0.w;
MUL   R0.xyz, R0.w, R0;
MUL   R1.xyz, -R0.yzxw, c[7].yyxw;
MAD   R1.xyz, R0.zxyw, c[7].xyyw, R1;
DP3   R0.w, R1, R1;
RSQ   R0.w, R0.w;
MUL   R1.xyz, R0.w, R1;
MUL   R2.xyz, R1.yzxw, R0.zxyw;
MAD   R2.xyz, R1.zxyw, R0.yzxw, -R2;
MUL   R2.xyz, v[8].y, R2;
MAD   R1.xyz, R1, v[8].x, R2;
MAX   R3.xyz, R0, -R0;
DP3   R0.w, R3, c[7].x;
RCP   R0.w, R0.w;
MUL   R0.xyz, R0, R0.w;
SGE   R0.y, R0, c[7];
SGE   R0.w, c[7].y, R0.y;
SGE   R0.y, R0, c[7];
MUL   R0.y, R0, R0.w;
MAX   R0.y, -R0, R0;
SLT   R0.y, c[7], R0;
MAD   R1.xyz, R1, c[6].x, v[0];
MOV   R1.w, c[7].x;
SLT   R2.xy, c[7].y, R0.xzzw;
SLT   R2.zw, R0.xyxz, c[7].y;
ADD   R2.zw, R2.xyxy, -R2;
MAX   R2.xy, R0.zxzw, -R0.zxzw;
ADD   R0.w, -R0.y, c[7].x;
ADD   R2.xy, -R2, c[7].x;
MUL   R2.xy, R2, R2.zwzw;
MUL   R0.zw, R0.xyxz, R0.w;
MAD   R0.xy, R0.y, R2, R0.zwzw;
MOV   R2.z, c[7].w;
MAD   R0.xy, R0, c[7].z, c[7].z;
ADD   R0.z, -R2, c[5].x;
MUL   R0.zw, R0.xyxy, R0.z;
EXP   R0.y, R0.w;
DP4   o[HPOS].w, R1, c[3];
DP4   o[HPOS].z, R1, c[2];
DP4   o[HPOS].y, R1, c[1];
DP4   o[HPOS].x, R1, c[0];
EXP   R1.y, R0.z;
ADD   R0.x, R0.z, -R1.y;
ADD   R0.y, R0.w, -R0;
MAD   R0.xy, v[8], c[7].z, R0;
RCP   R0.z, c[5].x;
ADD   R0.xy, R0, c[7].z;
MUL   o[TEX0].xy, R0, R0.z;
END
# 50 instructions, 0 R-regs
