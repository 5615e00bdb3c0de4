!!VP1.1
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile vp20
# source file: tests/shaders/vertex/bool_matrix_rows_at_run_time.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile vp20
#program main
#semantic main.modelViewProj
#semantic materialSwitches
#semantic debugRows
#var float4 position : $vin.POSITION : ATTR0 : 0 : 1
#var float3 normal : $vin.NORMAL : ATTR2 : 1 : 1
#var float4 material : $vin.TEXCOORD0 : TEXCOORD0 : 2 : 1
#var float4x4 modelViewProj :  : c[0], 4 : 3 : 1
#var float2x2 materialSwitches[0] :  : c[4], 2 : -1 : 1
#var float2x2 materialSwitches[1] :  : c[6], 2 : -1 : 1
#var float2x2 materialSwitches[2] :  : c[8], 2 : -1 : 1
#var float3x2 debugRows[0] :  : c[10], 3 : -1 : 1
#var float3x2 debugRows[1] :  : c[13], 3 : -1 : 1
#var float3x2 debugRows[2] :  : c[16], 3 : -1 : 1
#var float4 main.hpos : $vout.POSITION : HPOS : -1 : 1
#var float4 main.color : $vout.COLOR0 : COL0 : -1 : 1
#var float4 main.flags : $vout.TEXCOORD0 : TEX0 : -1 : 1
#const c[19] = 2 3 0 1
EXP   R0.y, v[8].x;
MUL   R0.x, R0.y, c[19].y;
EXP   R0.y, R0.x;
ADD   R1.x, R0, -R0.y;
EXP   R0.y, v[8].y;
DP3   R0.x, v[2], v[2];
RSQ   R0.w, R0.x;
ADD   R0.z, R1.x, R0.y;
MUL   R0.xy, R1.x, c[19];
ARL   A0.x, R0.x;
MUL   R0.w, R0, v[2].y;
MIN   R0.x, R0.w, c[19].w;
MOV   R1.xy, c[A0.x + 4];
MAX   R0.x, R0, c[19].z;
SLT   R1.xy, c[19].z, R1;
MUL   o[COL0].xy, R1, R0.x;
MUL   R0.x, R0.z, c[19];
MOV   R0.zw, c[A0.x + 5].xyxy;
ARL   A0.x, R0.x;
SLT   o[COL0].zw, c[19].z, R0;
MOV   R0.zw, c[A0.x + 4].xyxy;
ARL   A0.x, R0.y;
SLT   o[TEX0].xy, c[19].z, R0.zwzw;
MOV   o[TEX0].zw, c[A0.x + 12].xyxy;
DP4   o[HPOS].w, v[0], c[3];
DP4   o[HPOS].z, v[0], c[2];
DP4   o[HPOS].y, v[0], c[1];
DP4   o[HPOS].x, v[0], c[0];
END
# 28 instructions, 0 R-regs
