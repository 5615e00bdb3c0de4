!!VP1.1
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile vp20
# source file: tests/shaders/flow/branch_nested_varying_uniform.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile vp20
#program main
#semantic main.mvp
#semantic main.eye
#semantic main.morphEnabled
#semantic main.morphRange
#var float4 pos : $vin.POSITION : ATTR0 : 0 : 1
#var float4 morph : $vin.TEXCOORD1 : TEXCOORD1 : 1 : 1
#var float4 hpos : $vout.POSITION : HPOS : 2 : 1
#var float4 color : $vout.COLOR0 : COL0 : 3 : 1
#var float4x4 mvp :  : c[0], 4 : 4 : 1
#var float3 eye :  : c[4] : 5 : 1
#var bool morphEnabled :  : c[5] : 6 : 1
#var float2 morphRange :  : c[6] : 7 : 1
#const c[7] = 0 1 0.5
ADD   R0.xyz, -v[0], c[4];
DP3   R0.x, R0, R0;
SLT   R0.z, c[7], v[9].w;
RSQ   R0.x, R0.x;
RCP   R1.y, R0.x;
SLT   R0.w, c[6].x, R1.y;
SGE   R0.y, R0.z, c[7].x;
SGE   R0.x, c[7], R0.z;
MUL   R0.x, R0.y, R0;
MUL   R0.y, R0.w, c[5].x;
MUL   R0.x, R0.y, R0;
MAX   R1.x, -R0, R0;
MUL   R0.z, R0.y, R0;
SLT   R3.z, c[7].x, R1.x;
ADD   R0.y, R1, -c[6].x;
ADD   R0.x, c[6].y, -c[6];
RCP   R0.x, R0.x;
MUL   R0.x, R0.y, R0;
MAX   R0.y, -R0.z, R0.z;
SLT   R3.x, c[7], R0.y;
MIN   R0.x, R0, c[7].y;
MAX   R2.x, R0, c[7];
ADD   R3.y, -R3.x, c[7];
MOV   R1.xyz, v[0];
ADD   R2.y, -R2.x, c[7];
MOV   R2.zw, c[7].xyxy;
MUL   R0.xy, R3.y, c[7];
MAD   R0, R2, R3.x, R0.xyxy;
ADD   R2.yzw, v[9].xxyz, -R1.xxyz;
ADD   R1.w, -R3.z, c[7].y;
MUL   R0, R1.w, R0;
MOV   R1.z, R2.x;
MOV   R1.xyw, c[7].xxzy;
MAD   o[COL0], R3.z, R1, R0;
MOV   R0.w, v[0];
MAD   R0.xyz, R2.x, R2.yzww, v[0];
MUL   R1.xyz, v[0], R3.y;
MAD   R0.xyz, R3.x, R0, R1;
DP4   o[HPOS].w, R0, c[3];
DP4   o[HPOS].z, R0, c[2];
DP4   o[HPOS].y, R0, c[1];
DP4   o[HPOS].x, R0, c[0];
END
# 42 instructions, 0 R-regs
