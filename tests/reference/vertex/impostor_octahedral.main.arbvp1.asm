!!ARBvp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbvp1
# source file: tests/shaders/vertex/impostor_octahedral.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbvp1
#program main
#semantic main.viewProj
#semantic main.camPos
#semantic main.frames
#semantic main.size
#var float4 pos : $vin.POSITION : POSITION : 0 : 1
#var float2 corner : $vin.TEXCOORD0 : TEXCOORD0 : 1 : 1
#var float4 hpos : $vout.POSITION : HPOS : 2 : 1
#var float2 uv : $vout.TEXCOORD0 : TEX0 : 3 : 1
#var float4x4 viewProj :  : c[1], 4 : 4 : 1
#var float3 camPos :  : c[5] : 5 : 1
#var float frames :  : c[6] : 6 : 1
#var float size :  : c[7] : 7 : 1
#const c[0] = 1 0 0.5 0.001
PARAM c[8] = { { 1, 0, 0.5, 0.001 },
		program.local[1..7] };
TEMP R0;
TEMP R1;
TEMP R2;
ADD R0.xyz, -vertex.position, c[5];
DP3 R0.w, R0, R0;
RSQ R0.w, R0.w;
MUL R0.xyz, R0.w, R0;
MUL R1.xyz, -R0.yzxw, c[0].yyxw;
MAD R1.xyz, R0.zxyw, c[0].xyyw, R1;
DP3 R0.w, R1, R1;
RSQ R0.w, R0.w;
MUL R1.xyz, R0.w, R1;
MUL R2.xyz, R1.yzxw, R0.zxyw;
MAD R2.xyz, R1.zxyw, R0.yzxw, -R2;
MUL R2.xyz, vertex.texcoord[0].y, R2;
MAD R1.xyz, R1, vertex.texcoord[0].x, R2;
ABS R2.xyz, R0;
DP3 R0.w, R2, c[0].x;
RCP R0.w, R0.w;
MUL R0.xyz, R0, R0.w;
SGE R0.y, R0, c[0];
ABS R0.y, R0;
MAD R1.xyz, R1, c[7].x, vertex.position;
MOV R1.w, c[0].x;
SLT R2.zw, R0.xyxz, c[0].y;
SLT R2.xy, c[0].y, R0.xzzw;
ADD R2.xy, R2, -R2.zwzw;
ABS R2.zw, R0.xyzx;
ADD R2.zw, -R2, c[0].x;
MAD R2.xy, R2.zwzw, R2, -R0.xzzw;
SGE R0.y, c[0], R0;
MAD R0.xy, R2, R0.y, R0.xzzw;
MOV R0.w, c[0];
ADD R0.z, -R0.w, c[6].x;
MAD R0.xy, R0, c[0].z, c[0].z;
MUL R0.xy, R0, R0.z;
FLR R0.xy, R0;
MAD R0.xy, vertex.texcoord[0], c[0].z, R0;
RCP R0.z, c[6].x;
ADD R0.xy, R0, c[0].z;
DP4 result.position.w, R1, c[4];
DP4 result.position.z, R1, c[3];
DP4 result.position.y, R1, c[2];
DP4 result.position.x, R1, c[1];
MUL result.texcoord[0].xy, R0, R0.z;
END
# 42 instructions, 3 R-regs
