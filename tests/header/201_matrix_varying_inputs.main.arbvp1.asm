!!ARBvp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbvp1
# source file: tests/header/201_matrix_varying_inputs.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbvp1
#program main
#var float4 s.a :  :  : 0 : 0
#var float2x4 s.m : $vin.TEXCOORD1 : TEXCOORD1, 2 : 0 : 1
#var float4 s.b : $vin.TEXCOORD3 : TEXCOORD3 : 0 : 1
#var float4 t.p : $vin.POSITION : POSITION : 1 : 1
#var float3x4 t.w : $vin.ATTR5 : ATTR5, 3 : 1 : 1
#var float2x4 v : $vin.TEXCOORD4 : TEXCOORD4, 2 : 2 : 1
#var float1x4 arr[0] :  : , 1 : 3 : 0
#var float1x4 arr[1] : $vin.TEXCOORD7 : TEXCOORD7, 1 : 3 : 1
#var float3x4 unread : $vin.ATTR1 : , 3 : 4 : 0
#var float4x4 unreadPast : $vin.TEXCOORD7 : , 4 : 5 : 0
#var float2x3 h : $vin.TEXCOORD : TEXCOORD0, 2 : 6 : 1
#var float1x2 flags : $vin.ATTR14 : ATTR14, 1 : 7 : 1
#var float4 main : $vout.POSITION : HPOS : -1 : 1
#const c[0] = 0
PARAM c[1] = { { 0 } };
TEMP R0;
TEMP R1;
MOV R0, vertex.texcoord[2];
ADD R0, vertex.position, R0;
ADD R0, R0, vertex.texcoord[3];
ADD R0, R0, vertex.attrib[7];
ADD R0, R0, vertex.texcoord[5];
ADD R1, R0, vertex.texcoord[7];
MOV R0.xyz, vertex.texcoord[1];
MOV R0.w, c[0].x;
ADD R1, R1, R0;
MOV R0.zw, c[0].x;
MOV R0.xy, vertex.attrib[14];
ADD result.position, R1, R0;
END
# 12 instructions, 2 R-regs
