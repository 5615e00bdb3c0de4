!!ARBfp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbfp1
# source file: tests/shaders/flow/shadow_ray_box_culled_faces.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbfp1
#program main
#semantic main.lightDir
#semantic main.corners
#semantic main.receiveShadows
#var float3 position : $vin.TEXCOORD0 : TEX0 : 0 : 1
#var float4 color : $vin.COLOR0 : COL0 : 1 : 1
#var float3 lightDir :  : c[0] : 2 : 1
#var float3 corners[0] :  : c[1] : 3 : 1
#var float3 corners[1] :  : c[2] : 3 : 1
#var float3 corners[2] :  : c[3] : 3 : 1
#var float3 corners[3] :  :  : 3 : 0
#var float3 corners[4] :  : c[4] : 3 : 1
#var float3 corners[5] :  : c[5] : 3 : 1
#var float3 corners[6] :  : c[6] : 3 : 1
#var float3 corners[7] :  : c[7] : 3 : 1
#var float receiveShadows :  : c[8] : 4 : 1
#var float4 main : $vout.COLOR : COL : -1 : 1
#const c[9] = 0.5 0 1 0.30000001
PARAM c[10] = { program.local[0..8],
		{ 0.5, 0, 1, 0.30000001 } };
TEMP R0;
TEMP R1;
TEMP R2;
TEMP R3;
TEMP R4;
TEMP R5;
MOV R1.xyz, c[1];
ADD R3.xyz, -R1, c[2];
ADD R2.xyz, fragment.texcoord[0], -c[1];
MUL R0.xyz, R2.zxyw, R3.yzxw;
ADD R1.xyz, -R1, c[3];
MAD R4.xyz, R2.yzxw, R3.zxyw, -R0;
MUL R0.xyz, R1.yzxw, c[0].zxyw;
MAD R0.xyz, R1.zxyw, c[0].yzxw, -R0;
DP3 R1.w, R1, R4;
DP3 R1.x, R0, R3;
DP3 R0.x, R2, R0;
RCP R0.y, R1.x;
DP3 R1.y, R4, c[0];
MUL R0.z, R0.y, R1.y;
MUL R0.x, R0, R0.y;
ADD R1.x, R0, R0.z;
MUL R1.y, R0, R1.w;
SGE R0.y, R0.z, c[9];
SGE R0.x, R0, c[9].y;
MUL R0.x, R0, R0.y;
SGE R1.x, c[9].z, R1;
MUL R0.y, R0.x, R1.x;
SLT R0.z, c[9].y, R1.y;
MOV R0.x, c[8];
SLT R1.w, c[9].x, R0.x;
MUL R0.y, R0, R0.z;
MUL R2.w, R1, R0.y;
MOV R0.xyz, c[4];
ADD R1.xyz, -R0, c[6];
ADD R3.xyz, -R0, c[5];
ADD R0.xyz, fragment.texcoord[0], -c[4];
MUL R4.xyz, R0.zxyw, R3.yzxw;
MUL R2.xyz, R1.yzxw, c[0].zxyw;
CMP R3.w, -R2, c[9].y, c[9].z;
MAD R2.xyz, R1.zxyw, c[0].yzxw, -R2;
MAD R4.xyz, R0.yzxw, R3.zxyw, -R4;
DP3 R1.y, R1, R4;
DP3 R3.x, R2, R3;
RCP R1.x, R3.x;
DP3 R0.x, R0, R2;
MUL R1.z, R1.x, R1.y;
MUL R4.w, R1, R3;
DP3 R1.y, R4, c[0];
MUL R2.x, R4.w, R3.w;
MUL R0.y, R1.x, R1;
MUL R0.x, R0, R1;
ADD R0.z, R0.x, R0.y;
SLT R1.x, c[9].y, R1.z;
SGE R0.z, c[9], R0;
SGE R0.y, R0, c[9];
SGE R0.x, R0, c[9].y;
MUL R0.x, R0, R0.y;
MUL R0.x, R0, R0.z;
MUL R0.x, R0, R1;
MUL R4.w, R2.x, R0.x;
MOV R0.xyz, c[6];
CMP R3.w, -R4, c[9].y, R3;
ADD R1.xyz, -R0, c[4];
ADD R3.xyz, -R0, c[7];
ADD R0.xyz, fragment.texcoord[0], -c[6];
MUL R4.xyz, R0.zxyw, R3.yzxw;
MUL R5.x, R2, R3.w;
MUL R2.xyz, R1.yzxw, c[0].zxyw;
MAD R4.xyz, R0.yzxw, R3.zxyw, -R4;
MAD R2.xyz, R1.zxyw, c[0].yzxw, -R2;
DP3 R1.y, R1, R4;
DP3 R3.x, R2, R3;
RCP R1.x, R3.x;
MUL R1.z, R1.x, R1.y;
DP3 R0.x, R0, R2;
DP3 R1.y, R4, c[0];
MUL R0.x, R0, R1;
MUL R0.y, R1.x, R1;
ADD R0.z, R0.x, R0.y;
SGE R0.z, c[9], R0;
SGE R0.y, R0, c[9];
SGE R0.x, R0, c[9].y;
MUL R0.x, R0, R0.y;
MUL R0.x, R0, R0.z;
CMP R0.y, -R2.w, c[9].z, R0.w;
SLT R1.x, c[9].y, R1.z;
MUL R0.x, R0, R1;
MUL R0.x, R5, R0;
CMP R0.z, -R4.w, c[9], R0.y;
CMP R0.y, -R0.x, c[9], R3.w;
CMP R0.z, -R0.x, c[9], R0;
MUL R0.x, R1.w, R0.y;
CMP R0.x, -R0, c[9].y, R0.z;
ABS R0.x, R0;
CMP R0.x, -R0, c[9].y, c[9].z;
MUL R0.y, R1.w, R0.x;
MOV R0.x, c[9];
CMP R0.y, -R0, c[9].z, c[9].w;
ADD R0.x, -R0, c[8];
CMP R0.x, -R0, R0.y, c[9].z;
MUL result.color.xyz, fragment.color.primary, R0.x;
MOV result.color.w, fragment.color.primary;
END
# 97 instructions, 6 R-regs
