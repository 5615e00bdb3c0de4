!!VP2.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile vp30
# source file: tests/shaders/vertex/fog_linear_vs.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile vp30
#program main
#semantic main.modelView
#semantic main.proj
#semantic main.fogRange
#var float4 pos : $vin.POSITION : ATTR0 : 0 : 1
#var float2 uv : $vin.TEXCOORD0 : TEXCOORD0 : 1 : 1
#var float4 oPos : $vout.POSITION : HPOS : 2 : 1
#var float2 oUv : $vout.TEXCOORD0 : TEX0 : 3 : 1
#var float oFog : $vout.FOG : FOGC : 4 : 1
#var float4x4 modelView :  : c[0], 4 : 5 : 1
#var float4x4 proj :  : c[4], 4 : 6 : 1
#var float2 fogRange :  : c[8] : 7 : 1
#const c[9] = 1 0
BB0:
ADD   R1.y, -c[8].x, c[8];
DP4   R0.z, v[0], c[2];
DP4   R0.x, v[0], c[0];
DP4   R0.y, v[0], c[1];
DP4   R0.w, v[0], c[3];
DP3   R1.x, R0, R0;
RSQ   R1.x, R1.x;
RCP   R1.x, R1.x;
RCP   R1.y, R1.y;
ADD   R1.x, c[8].y, -R1;
MUL   R1.x, R1, R1.y;
MIN   R1.x, R1, c[9];
DP4   o[HPOS].w, R0, c[7];
DP4   o[HPOS].z, R0, c[6];
DP4   o[HPOS].y, R0, c[5];
DP4   o[HPOS].x, R0, c[4];
MAX   o[FOGC].x, R1, c[9].y;
MOV   o[TEX0].xy, v[8];
END
# 18 instructions, 2 R-regs
