!!VP2.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile vp30
# source file: tests/header/393_struct_member_input_assigned_computed.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile vp30
#program main
#semantic gWorldViewProjection
#semantic gTint
#var float3 VS.Position : $vin.POSITION0 : ATTR0 : 0 : 0
#var float2 VS.Texcoord0 : $vin.TEXCOORD0 : TEXCOORD0 : 0 : 1
#var float4 VS.Color : $vin.COLOR0 :  : 0 : 0
#var float4 VS.Extra : $vin.TEXCOORD1 :  : 0 : 0
#var float4 VS.Spare : $vin.TEXCOORD2 :  : 0 : 0
#var float4 VS.Dead : $vin.TEXCOORD3 :  : 0 : 0
#var float3 VS.skin.Normal : $vin.NORMAL : ATTR2 : 0 : 0
#var float2 VS.skin.Unused :  :  : 0 : 0
#var float3 VS.Quad : $vin.TEXCOORD4 : TEXCOORD4 : 0 : 0
#var float3 VS.Shift : $vin.TEXCOORD5 : TEXCOORD5 : 0 : 0
#var float4x4 gWorldViewProjection :  : c[0], 4 : -1 : 1
#var float4 gTint :  : c[4] : -1 : 1
#var float4 main.Position : $vout.POSITION : HPOS : -1 : 1
#var float2 main.Texcoord0 : $vout.TEXCOORD0 : TEX0 : -1 : 1
#var float4 main.Color : $vout.COLOR0 : COL0 : -1 : 1
#const c[5] = -0.5 0 200 2
BB0:
ADD   R1.xy, c[5].x, v[8];
MUL   R0.xy, R1, c[4].x;
MUL   R0.xy, R0, c[5].z;
MOV   R0.z, c[5].y;
MOV   R1.z, c[5].y;
ADD   R2.xyz, R1, R0;
MOV   R0.x, c[5].w;
MOV   R0.yz, c[4];
MUL   R0.x, R0, c[4];
ADD   R2.xyz, R0, R2;
MUL   R0, R2.y, c[1];
MAD   R0, R2.x, c[0], R0;
MAD   R0, R2.z, c[2], R0;
DP3   R1.z, R1, R1;
ADD   o[HPOS], c[3], R0;
RSQ   R0.x, R1.z;
MOV   o[COL0], c[4].wzyx;
MUL   o[TEX0].xy, R0.x, R1;
END
# 18 instructions, 3 R-regs
