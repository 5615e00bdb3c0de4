!!VP1.1
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile vp20
# source file: tests/shaders/vertex/typedef_struct_uniforms.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile vp20
#program main
#semantic main.material
#semantic main.transform
#semantic main.lights
#var float4 position : $vin.POSITION : ATTR0 : 0 : 1
#var float3 normal : $vin.NORMAL : ATTR2 : 1 : 1
#var float4 oPosition : $vout.POSITION : HPOS : 2 : 1
#var float4 oColor : $vout.COLOR : COL0 : 3 : 1
#var float4 material.ambient :  : c[8] : 4 : 1
#var float4 material.diffuse :  : c[9] : 4 : 1
#var float4 material.specular :  : c[10] : 4 : 1
#var float4 material.shine :  : c[11] : 4 : 1
#var float4x4 transform.modelview :  : c[0], 4 : 5 : 1
#var float4x4 transform.modelview_projection :  : c[4], 4 : 5 : 1
#var float3 lights.global_ambient :  : c[12] : 6 : 1
#var float3 lights.source[0].position :  : c[13] : 6 : 1
#var float3 lights.source[0].color :  : c[14] : 6 : 1
#var float lights.source[0].k0 :  : c[15] : 6 : 1
#var float lights.source[0].k1 :  : c[16] : 6 : 1
#var float lights.source[0].k2 :  : c[17] : 6 : 1
#var float3 lights.source[1].position :  : c[18] : 6 : 1
#var float3 lights.source[1].color :  : c[19] : 6 : 1
#var float lights.source[1].k0 :  : c[20] : 6 : 1
#var float lights.source[1].k1 :  : c[21] : 6 : 1
#var float lights.source[1].k2 :  : c[22] : 6 : 1
DP4   R1.z, v[0], c[2];
DP4   R1.x, v[0], c[0];
DP4   R1.y, v[0], c[1];
ADD   R0.xyz, -R1, c[18];
DP3   R0.w, R0, R0;
RSQ   R1.w, R0.w;
MUL   R2.xyz, R1.w, R0;
DP3   R2.w, R1, R1;
RSQ   R4.w, R2.w;
MAD   R0.xyz, R1, -R4.w, R2;
DP3   R2.w, R0, R0;
RSQ   R3.x, R2.w;
MUL   R3.xyz, R3.x, R0;
ADD   R4.xyz, -R1, c[13];
DP3   R2.w, R4, R4;
RSQ   R3.w, R2.w;
MUL   R4.xyz, R3.w, R4;
MAD   R1.xyz, R1, -R4.w, R4;
RCP   R1.w, R1.w;
MUL   R1.w, R1, c[21].x;
ADD   R1.w, R1, c[20].x;
DP3   R0.z, v[2], c[2];
DP3   R0.x, v[2], c[0];
DP3   R0.y, v[2], c[1];
DP3   R5.x, R0, R0;
RSQ   R5.x, R5.x;
MUL   R0.xyz, R5.x, R0;
DP3   R3.y, R0, R3;
DP3   R3.x, R0, R2;
MOV   R3.z, c[11].x;
LIT   R3.yz, R3.xyzz;
DP3   R4.w, R1, R1;
RSQ   R3.x, R4.w;
MUL   R1.xyz, R3.x, R1;
DP3   R1.y, R0, R1;
MUL   R2.xyz, R3.z, c[10];
DP3   R1.x, R0, R4;
MOV   R1.z, c[11].x;
LIT   R0.yz, R1.xyzz;
MAD   R2.xyz, R3.y, c[9], R2;
MUL   R1.xyz, R2, c[19];
MUL   R2.xyz, R0.z, c[10];
MAD   R0.xyz, R0.y, c[9], R2;
RCP   R3.x, R3.w;
MUL   R2.x, R3, c[16];
ADD   R2.x, R2, c[15];
MAD   R2.x, R2.w, c[17], R2;
RCP   R2.x, R2.x;
MUL   R0.xyz, R0, c[14];
MUL   R0.xyz, R0, R2.x;
MOV   R2.xyz, c[8];
MAD   R2.xyz, R2, c[12], R0;
MAD   R0.w, R0, c[22].x, R1;
RCP   R0.x, R0.w;
MAD   o[COL0].xyz, R1, R0.x, R2;
DP4   o[HPOS].w, v[0], c[7];
DP4   o[HPOS].z, v[0], c[6];
DP4   o[HPOS].y, v[0], c[5];
DP4   o[HPOS].x, v[0], c[4];
MOV   o[COL0].w, c[9];
END
# 60 instructions, 0 R-regs
