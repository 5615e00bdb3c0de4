!!ARBvp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbvp1
# source file: tests/header/065_binding_skinning.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbvp1
#program main
#semantic mvp
#semantic bones
#var float4 p : $vin.POSITION : POSITION : 0 : 1
#var float4 w : $vin.TEXCOORD1 : TEXCOORD1 : 1 : 1
#var float4 idx : $vin.BLENDINDICES : ATTR7 : 2 : 1
#var float4x4 mvp :  : c[1], 4 : -1 : 1
#var float4x3 bones[0] :  : c[5], 4 : -1 : 1
#var float4x3 bones[1] :  : c[9], 4 : -1 : 1
#var float4x3 bones[2] :  : c[13], 4 : -1 : 1
#var float4x3 bones[3] :  : c[17], 4 : -1 : 1
#var float4 main : $vout.POSITION : HPOS : -1 : 1
#const c[0] = 4 1
PARAM c[21] = { { 4, 1 },
		program.local[1..20] };
TEMP R0;
TEMP R1;
ADDRESS A0;
FLR R0.y, vertex.attrib[7];
FLR R0.x, vertex.attrib[7];
MUL R1.w, R0.y, c[0].x;
ARL A0.x, R1.w;
MUL R0.w, R0.x, c[0].x;
MUL R1.xyz, vertex.position.y, c[A0.x + 6];
ARL A0.x, R0.w;
MUL R0.xyz, vertex.position.y, c[A0.x + 6];
ARL A0.x, R1.w;
MAD R1.xyz, vertex.position.x, c[A0.x + 5], R1;
ARL A0.x, R0.w;
MAD R0.xyz, vertex.position.x, c[A0.x + 5], R0;
ARL A0.x, R1.w;
MAD R1.xyz, vertex.position.z, c[A0.x + 7], R1;
ARL A0.x, R0.w;
MAD R0.xyz, vertex.position.z, c[A0.x + 7], R0;
ARL A0.x, R1.w;
MAD R1.xyz, vertex.position.w, c[A0.x + 8], R1;
ARL A0.x, R0.w;
MOV R0.w, c[0].y;
MAD R0.xyz, vertex.position.w, c[A0.x + 8], R0;
MUL R1.xyz, vertex.texcoord[1].y, R1;
MAD R0.xyz, R0, vertex.texcoord[1].x, R1;
DP4 result.position.w, R0, c[4];
DP4 result.position.z, R0, c[3];
DP4 result.position.y, R0, c[2];
DP4 result.position.x, R0, c[1];
END
# 27 instructions, 2 R-regs
