!!ARBvp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbvp1
# source file: tests/shaders/vertex/typedef_struct_uniforms.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbvp1
#program main
#semantic main.material
#semantic main.transform
#semantic main.lights
#var float4 position : $vin.POSITION : POSITION : 0 : 1
#var float3 normal : $vin.NORMAL : NORMAL : 1 : 1
#var float4 oPosition : $vout.POSITION : HPOS : 2 : 1
#var float4 oColor : $vout.COLOR : COL0 : 3 : 1
#var float4 material.ambient :  : c[9] : 4 : 1
#var float4 material.diffuse :  : c[10] : 4 : 1
#var float4 material.specular :  : c[11] : 4 : 1
#var float4 material.shine :  : c[12] : 4 : 1
#var float4x4 transform.modelview :  : c[1], 4 : 5 : 1
#var float4x4 transform.modelview_projection :  : c[5], 4 : 5 : 1
#var float3 lights.global_ambient :  : c[13] : 6 : 1
#var float3 lights.source[0].position :  : c[14] : 6 : 1
#var float3 lights.source[0].color :  : c[15] : 6 : 1
#var float lights.source[0].k0 :  : c[16] : 6 : 1
#var float lights.source[0].k1 :  : c[17] : 6 : 1
#var float lights.source[0].k2 :  : c[18] : 6 : 1
#var float3 lights.source[1].position :  : c[19] : 6 : 1
#var float3 lights.source[1].color :  : c[20] : 6 : 1
#var float lights.source[1].k0 :  : c[21] : 6 : 1
#var float lights.source[1].k1 :  : c[22] : 6 : 1
#var float lights.source[1].k2 :  : c[23] : 6 : 1
PARAM c[24] = { program.local[0..23] };
TEMP R0;
TEMP R1;
TEMP R2;
TEMP R3;
TEMP R4;
TEMP R5;
DP4 R1.z, vertex.position, c[3];
DP4 R1.x, vertex.position, c[1];
DP4 R1.y, vertex.position, c[2];
ADD R0.xyz, -R1, c[19];
DP3 R0.w, R0, R0;
RSQ R1.w, R0.w;
MUL R2.xyz, R1.w, R0;
DP3 R2.w, R1, R1;
RSQ R4.w, R2.w;
MAD R0.xyz, R1, -R4.w, R2;
DP3 R2.w, R0, R0;
RSQ R3.x, R2.w;
MUL R3.xyz, R3.x, R0;
ADD R4.xyz, -R1, c[14];
DP3 R2.w, R4, R4;
RSQ R3.w, R2.w;
MUL R4.xyz, R3.w, R4;
MAD R1.xyz, R1, -R4.w, R4;
RCP R1.w, R1.w;
MUL R1.w, R1, c[22].x;
ADD R1.w, R1, c[21].x;
DP3 R0.z, vertex.normal, c[3];
DP3 R0.x, vertex.normal, c[1];
DP3 R0.y, vertex.normal, c[2];
DP3 R5.x, R0, R0;
RSQ R5.x, R5.x;
MUL R0.xyz, R5.x, R0;
DP3 R3.y, R0, R3;
DP3 R3.x, R0, R2;
MOV R3.z, c[12].x;
LIT R3.yz, R3.xyzz;
DP3 R4.w, R1, R1;
RSQ R3.x, R4.w;
MUL R1.xyz, R3.x, R1;
DP3 R1.y, R0, R1;
MUL R2.xyz, R3.z, c[11];
DP3 R1.x, R0, R4;
MOV R1.z, c[12].x;
LIT R0.yz, R1.xyzz;
MAD R2.xyz, R3.y, c[10], R2;
MUL R1.xyz, R2, c[20];
MUL R2.xyz, R0.z, c[11];
MAD R0.xyz, R0.y, c[10], R2;
RCP R3.x, R3.w;
MUL R2.x, R3, c[17];
ADD R2.x, R2, c[16];
MAD R2.x, R2.w, c[18], R2;
RCP R2.x, R2.x;
MUL R0.xyz, R0, c[15];
MUL R0.xyz, R0, R2.x;
MOV R2.xyz, c[9];
MAD R2.xyz, R2, c[13], R0;
MAD R0.w, R0, c[23].x, R1;
RCP R0.x, R0.w;
MAD result.color.xyz, R1, R0.x, R2;
DP4 result.position.w, vertex.position, c[8];
DP4 result.position.z, vertex.position, c[7];
DP4 result.position.y, vertex.position, c[6];
DP4 result.position.x, vertex.position, c[5];
MOV result.color.w, c[10];
END
# 60 instructions, 6 R-regs
