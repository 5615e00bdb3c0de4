!!VP2.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile vp30
# source file: tests/shaders/flow/morph_dynamic_targets_ok.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile vp30
#program main
#semantic main.mvp
#semantic main.activeTargets
#semantic main.weights
#var float4 pos : $vin.POSITION : ATTR0 : 0 : 1
#var float3 d0 : $vin.TEXCOORD1 : TEXCOORD1 : 1 : 1
#var float3 d1 : $vin.TEXCOORD2 : TEXCOORD2 : 2 : 1
#var float3 d2 : $vin.TEXCOORD3 : TEXCOORD3 : 3 : 1
#var float3 d3 : $vin.TEXCOORD4 : TEXCOORD4 : 4 : 1
#var float4 hpos : $vout.POSITION : HPOS : 5 : 1
#var float4 color : $vout.COLOR0 : COL0 : 6 : 1
#var float4x4 mvp :  : c[0], 4 : 7 : 1
#var int activeTargets :  : c[4] : 8 : 1
#var float4 weights :  : c[5] : 9 : 1
#const c[6] = 3 2 1
#const c[7] = 0.5 1.5 2.5 3.5
BB0:
MOV   R0.xyz, v[0];
MOV   R0.w, c[6].z;
MUL   R1.xyz, v[9], c[5].x;
MOVC  CC.x, c[4];
ADD   R0.xyz(GT.x), R1, v[0];
MOV   R1.xyz, c[6];
SGTC  CC.xyz, c[4].x, R1.zyxw;
MAD   R0.xyz(NE.x), v[10], c[5].y, R0;
MAD   R0.xyz(NE.y), v[11], c[5].z, R0;
MAD   R0.xyz(NE.z), v[12], c[5].w, R0;
DP4   o[HPOS].w, R0, c[3];
DP4   o[HPOS].z, R0, c[2];
DP4   o[HPOS].y, R0, c[1];
DP4   o[HPOS].x, R0, c[0];
MOV   R0, c[7];
SGE   R0, c[4].x, R0;
DP4   o[COL0].xyz, R0, c[5];
MOV   o[COL0].w, c[6].z;
END
# 18 instructions, 2 R-regs
