!!ARBvp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbvp1
# source file: tests/shaders/stdlib/geometric.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbvp1
#program vmain
#semantic vmain.eta
#var float4 p : $vin.POSITION : POSITION : 0 : 1
#var float3 n : $vin.NORMAL : NORMAL : 1 : 1
#var float4 a : $vin.TEXCOORD0 : TEXCOORD0 : 2 : 1
#var float4 b : $vin.TEXCOORD1 : TEXCOORD1 : 3 : 1
#var float eta :  : c[1] : 4 : 1
#var float4 hpos : $vout.POSITION : HPOS : 5 : 1
#var float4 t0 : $vout.TEXCOORD0 : TEX0 : 6 : 1
#var float4 t1 : $vout.TEXCOORD1 : TEX1 : 7 : 1
#var float4 t2 : $vout.TEXCOORD2 : TEX2 : 8 : 1
#var float4 t3 : $vout.TEXCOORD3 : TEX3 : 9 : 1
#const c[0] = 2 1 0 16
PARAM c[2] = { { 2, 1, 0, 16 },
		program.local[1] };
TEMP R0;
TEMP R1;
TEMP R2;
TEMP R3;
TEMP R4;
DP3 R0.x, vertex.texcoord[0], vertex.texcoord[0];
RSQ R3.w, R0.x;
DP3 R0.y, vertex.normal, vertex.normal;
RSQ R0.x, R0.y;
MUL R2.xyz, R0.x, vertex.normal;
MUL R3.xyz, R3.w, vertex.texcoord[0];
DP3 R4.x, R2, R3;
MAD R0.y, R4.x, -R4.x, c[0];
MUL R0.x, c[1], c[1];
MAD R2.w, -R0.x, R0.y, c[0].y;
ABS R0.x, R2.w;
RSQ R0.y, R0.x;
RCP R0.y, R0.y;
DP3 R0.x, vertex.texcoord[1], R3;
SLT R0.x, R0, c[0].z;
ABS R0.w, R0.x;
MAD R4.y, -R4.x, c[1].x, -R0;
MUL R0.xyz, R2, R4.x;
SGE R0.w, c[0].z, R0;
ADD R1.xyz, -R2, -R2;
MAD R1.xyz, R1, R0.w, R2;
MAD R0.xyz, -R0, c[0].x, R3;
MOV R1.w, c[0].z;
MOV R0.w, c[0].y;
ADD result.texcoord[2], R0, R1;
MUL R0.xyz, R2, R4.y;
SLT R0.w, c[0].z, R2;
DP3 R4.y, vertex.texcoord[1], R2;
MOV R2, vertex.texcoord[1];
MAD R0.xyz, R3, c[1].x, R0;
MUL R0.xyz, R0, R0.w;
MOV R4.z, c[0].w;
LIT R1, R4.xyzz;
MOV R0.w, c[0].z;
ADD result.texcoord[3], R0, R1;
MUL R0.xyz, vertex.texcoord[0].zxyw, R2.yzxw;
MAD result.texcoord[1].xyz, vertex.texcoord[0].yzxw, R2.zxyw, -R0;
MOV R1.xy, vertex.texcoord[0];
ADD R0.xy, vertex.texcoord[1], -R1;
MUL R0.zw, R0.xyxy, R0.xyxy;
MUL R0.xy, vertex.texcoord[0], R2;
ADD R0.z, R0, R0.w;
ADD result.texcoord[0].x, R0, R0.y;
RSQ R0.x, R0.z;
MOV result.position, vertex.position;
DP4 result.texcoord[0].y, vertex.texcoord[0], R2;
RCP result.texcoord[0].w, R0.x;
RCP result.texcoord[0].z, R3.w;
ABS result.texcoord[1].w, vertex.texcoord[1].x;
END
# 49 instructions, 5 R-regs
