!!VP2.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile vp30
# source file: tests/shaders/vertex/typedef_struct_uniforms.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile vp30
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
#const c[23] = 0 2 5 1
BB0:
SLTC  CC.x, c[23], c[23].y;
DP3   R1.z, v[2], c[2];
DP3   R1.x, v[2], c[0];
DP3   R1.y, v[2], c[1];
DP3   R0.x, R1, R1;
RSQ   R0.w, R0.x;
MOV   R0.xyz, c[8];
MUL   R2.xyz, R0, c[12];
MUL   R1.xyz, R0.w, R1;
DP4   o[HPOS].w, v[0], c[7];
DP4   o[HPOS].z, v[0], c[6];
DP4   o[HPOS].y, v[0], c[5];
DP4   o[HPOS].x, v[0], c[4];
DP4   R0.z, v[0], c[2];
DP4   R0.y, v[0], c[1];
DP4   R0.x, v[0], c[0];
MOV   R0.w, c[23].x;
BRA   BB2 (EQ.x);
BB1:
MUL   R1.w, R0, c[23].z;
ARL   A0.x, R1.w;
ADD   R3.xyz, c[A0.x + 13], -R0;
DP3   R1.w, R3, R3;
RSQ   R2.w, R1.w;
MUL   R3.xyz, R2.w, R3;
DP3   R3.w, R0, R0;
RSQ   R3.w, R3.w;
MAD   R4.xyz, R0, -R3.w, R3;
DP3   R3.w, R4, R4;
RSQ   R3.w, R3.w;
MUL   R4.xyz, R3.w, R4;
DP3   R4.y, R1, R4;
RCP   R2.w, R2.w;
MUL   R2.w, c[A0.x + 16].x, R2;
ADD   R2.w, R2, c[A0.x + 15].x;
MAD   R1.w, R1, c[A0.x + 17].x, R2;
ADD   R0.w, c[23], R0;
SLTC  CC.x, R0.w, c[23].y;
DP3   R4.x, R1, R3;
MOV   R4.z, c[11].x;
LIT   R4.yz, R4.xyzz;
MUL   R3.xyz, R4.z, c[10];
MAD   R3.xyz, R4.y, c[9], R3;
MUL   R3.xyz, c[A0.x + 14], R3;
RCP   R1.w, R1.w;
MAD   R2.xyz, R3, R1.w, R2;
BRA   BB1 (NE.x);
BB2:
MOV   o[COL0].xyz, R2;
MOV   o[COL0].w, c[9];
END
# 48 instructions, 5 R-regs
