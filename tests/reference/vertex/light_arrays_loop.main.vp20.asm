!!VP1.1
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile vp20
# source file: tests/shaders/vertex/light_arrays_loop.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile vp20
#program main
#semantic mvp
#semantic objectCameraPos
#semantic lightDirections
#semantic lightColors
#var float4 v.vertex : $vin.POSITION : ATTR0 : 0 : 1
#var float3 v.normal : $vin.NORMAL : ATTR2 : 0 : 1
#var float4 v.texcoord : $vin.TEXCOORD0 : TEXCOORD0 : 0 : 1
#var float4 v.color : $vin.COLOR : ATTR3 : 0 : 1
#var float4x4 mvp :  : c[0], 4 : -1 : 1
#var float4 objectCameraPos :  : c[4] : -1 : 1
#var float3 lightDirections[0] :  : c[5] : -1 : 1
#var float3 lightDirections[1] :  : c[6] : -1 : 1
#var float3 lightDirections[2] :  : c[7] : -1 : 1
#var float3 lightDirections[3] :  :  : -1 : 0
#var float4 lightColors[0] :  : c[8] : -1 : 1
#var float4 lightColors[1] :  : c[9] : -1 : 1
#var float4 lightColors[2] :  : c[10] : -1 : 1
#var float4 lightColors[3] :  :  : -1 : 0
#var float4 main.pos : $vout.POSITION : HPOS : -1 : 1
#var float2 main.uv : $vout.TEXCOORD0 : TEX0 : -1 : 1
#var float3 main.diffuse : $vout.TEXCOORD1 : TEX1 : -1 : 1
#var float3 main.specular : $vout.TEXCOORD2 : TEX2 : -1 : 1
#const c[11] = 0 16
ADD   R0.xyz, -v[0], c[4];
DP3   R0.w, R0, R0;
RSQ   R0.w, R0.w;
MAD   R2.xyz, R0.w, R0, c[6];
MAD   R1.xyz, R0.w, R0, c[7];
DP3   R2.w, R2, R2;
DP3   R1.w, R1, R1;
RSQ   R1.w, R1.w;
RSQ   R2.w, R2.w;
MUL   R1.xyz, R1.w, R1;
MUL   R2.xyz, R2.w, R2;
DP3   R1.w, v[2], R2;
MAD   R2.xyz, R0.w, R0, c[5];
DP3   R0.w, R2, R2;
RSQ   R0.w, R0.w;
MUL   R2.xyz, R0.w, R2;
MAX   R0.xy, R1.w, c[11].x;
MOV   R0.z, c[11].y;
LIT   R0.z, R0.xyzz;
MUL   R0.xyw, R0.z, c[9].xyzz;
DP3   R0.z, v[2], R2;
MAX   R2.xy, R0.z, c[11].x;
MOV   R2.z, c[11].y;
LIT   R0.z, R2.xyzz;
MAD   R2.xyz, R0.z, c[8], R0.xyww;
DP3   R0.x, v[2], R1;
MAX   R0.xy, R0.x, c[11].x;
MOV   R0.z, c[11].y;
LIT   R0.z, R0.xyzz;
DP3   R0.y, v[2], c[6];
MAX   R0.w, R0.y, c[11].x;
MUL   R1.xyz, R0.w, c[9];
DP3   R0.x, v[2], c[5];
DP3   R0.w, v[2], c[7];
MUL   R1.xyz, v[3], R1;
MAD   o[TEX2].xyz, R0.z, c[10], R2;
MAX   R0.x, R0, c[11];
MUL   R0.xyz, R0.x, c[8];
MAD   R0.xyz, v[3], R0, R1;
MAX   R0.w, R0, c[11].x;
MUL   R1.xyz, R0.w, c[10];
MAD   o[TEX1].xyz, R1, v[3], R0;
MOV   o[TEX0].xy, v[8];
DP4   o[HPOS].w, v[0], c[3];
DP4   o[HPOS].z, v[0], c[2];
DP4   o[HPOS].y, v[0], c[1];
DP4   o[HPOS].x, v[0], c[0];
END
# 47 instructions, 0 R-regs
