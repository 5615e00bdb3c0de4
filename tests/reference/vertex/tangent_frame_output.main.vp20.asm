!!VP1.1
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile vp20
# source file: tests/shaders/vertex/tangent_frame_output.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile vp20
#program main
#semantic main.modelViewProj
#semantic main.normalMatrix
#semantic main.lightPosition
#var float4 position : $vin.POSITION : ATTR0 : 0 : 1
#var float3 normal : $vin.NORMAL : ATTR2 : 1 : 1
#var float4 tangent : $vin.TEXCOORD6 : TEXCOORD6 : 2 : 1
#var float2 uv : $vin.TEXCOORD0 : TEXCOORD0 : 3 : 1
#var float4x4 modelViewProj :  : c[0], 4 : 4 : 1
#var float3x3 normalMatrix :  : c[4], 3 : 5 : 1
#var float3 lightPosition :  : c[7] : 6 : 1
#var float4 hpos : $vout.POSITION : HPOS : 7 : 1
#var float2 uvOut : $vout.TEXCOORD0 : TEX0 : 8 : 1
#var float3x3 tbn : $vout.TEXCOORD1 : TEX1, 3 : 9 : 1
#var float3 lightDir : $vout.TEXCOORD4 : TEX4 : 10 : 1
DP3   R1.z, v[2], c[6];
DP3   R1.x, v[2], c[4];
DP3   R1.y, v[2], c[5];
DP3   R1.w, R1, R1;
RSQ   R1.w, R1.w;
MUL   R1.xyz, R1.w, R1;
DP3   R0.z, v[14], c[6];
DP3   R0.x, v[14], c[4];
DP3   R0.y, v[14], c[5];
DP3   R0.w, R0, R0;
RSQ   R0.w, R0.w;
MUL   R0.xyz, R0.w, R0;
MUL   R2.xyz, R0.yzxw, R1.zxyw;
MAD   R2.xyz, R0.zxyw, R1.yzxw, -R2;
MUL   o[TEX2].xyz, v[14].w, R2;
MOV   o[TEX1].xyz, R0;
MOV   o[TEX3].xyz, R1;
ADD   o[TEX4].xyz, -v[0], c[7];
MOV   o[TEX0].xy, v[8];
DP4   o[HPOS].w, v[0], c[3];
DP4   o[HPOS].z, v[0], c[2];
DP4   o[HPOS].y, v[0], c[1];
DP4   o[HPOS].x, v[0], c[0];
END
# 23 instructions, 0 R-regs
