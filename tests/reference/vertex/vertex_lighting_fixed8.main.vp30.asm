!!VP2.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile vp30
# source file: tests/shaders/vertex/vertex_lighting_fixed8.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile vp30
#program main
#semantic main.mvp
#semantic main.mv
#semantic main.normalMatrix
#semantic main.lights
#semantic main.sceneAmbient
#semantic main.shininess
#var float4 pos : $vin.POSITION : ATTR0 : 0 : 1
#var float3 normal : $vin.NORMAL : ATTR2 : 1 : 1
#var float4 hpos : $vout.POSITION : HPOS : 2 : 1
#var float4 diff : $vout.COLOR0 : COL0 : 3 : 1
#var float4 spec : $vout.COLOR1 : COL1 : 4 : 1
#var float4x4 mvp :  : c[0], 4 : 5 : 1
#var float4x4 mv :  : c[4], 4 : 6 : 1
#var float3x3 normalMatrix :  : c[8], 3 : 7 : 1
#var float4 lights[0].position :  : c[11] : 8 : 1
#var float4 lights[0].diffuse :  : c[12] : 8 : 1
#var float4 lights[0].specular :  : c[13] : 8 : 1
#var float4 lights[0].attenuation :  : c[14] : 8 : 1
#var float4 lights[0].spotDir :  : c[15] : 8 : 1
#var float4 lights[1].position :  : c[16] : 8 : 1
#var float4 lights[1].diffuse :  : c[17] : 8 : 1
#var float4 lights[1].specular :  : c[18] : 8 : 1
#var float4 lights[1].attenuation :  : c[19] : 8 : 1
#var float4 lights[1].spotDir :  : c[20] : 8 : 1
#var float4 lights[2].position :  : c[21] : 8 : 1
#var float4 lights[2].diffuse :  : c[22] : 8 : 1
#var float4 lights[2].specular :  : c[23] : 8 : 1
#var float4 lights[2].attenuation :  : c[24] : 8 : 1
#var float4 lights[2].spotDir :  : c[25] : 8 : 1
#var float4 lights[3].position :  : c[26] : 8 : 1
#var float4 lights[3].diffuse :  : c[27] : 8 : 1
#var float4 lights[3].specular :  : c[28] : 8 : 1
#var float4 lights[3].attenuation :  : c[29] : 8 : 1
#var float4 lights[3].spotDir :  : c[30] : 8 : 1
#var float4 lights[4].position :  : c[31] : 8 : 1
#var float4 lights[4].diffuse :  : c[32] : 8 : 1
#var float4 lights[4].specular :  : c[33] : 8 : 1
#var float4 lights[4].attenuation :  : c[34] : 8 : 1
#var float4 lights[4].spotDir :  : c[35] : 8 : 1
#var float4 lights[5].position :  : c[36] : 8 : 1
#var float4 lights[5].diffuse :  : c[37] : 8 : 1
#var float4 lights[5].specular :  : c[38] : 8 : 1
#var float4 lights[5].attenuation :  : c[39] : 8 : 1
#var float4 lights[5].spotDir :  : c[40] : 8 : 1
#var float4 lights[6].position :  : c[41] : 8 : 1
#var float4 lights[6].diffuse :  : c[42] : 8 : 1
#var float4 lights[6].specular :  : c[43] : 8 : 1
#var float4 lights[6].attenuation :  : c[44] : 8 : 1
#var float4 lights[6].spotDir :  : c[45] : 8 : 1
#var float4 lights[7].position :  : c[46] : 8 : 1
#var float4 lights[7].diffuse :  : c[47] : 8 : 1
#var float4 lights[7].specular :  : c[48] : 8 : 1
#var float4 lights[7].attenuation :  : c[49] : 8 : 1
#var float4 lights[7].spotDir :  : c[50] : 8 : 1
#var float4 sceneAmbient :  : c[51] : 9 : 1
#var float shininess :  : c[52] : 10 : 1
#const c[53] = 0 8 5 1
BB0:
SLTC  CC.x, c[53], c[53].y;
DP3   R0.z, v[2], c[10];
DP3   R0.x, v[2], c[8];
DP3   R0.y, v[2], c[9];
DP3   R0.w, R0, R0;
RSQ   R0.w, R0.w;
MUL   R4.xyz, R0.w, R0;
MOV   R0, c[51];
MOV   R1, c[53].x;
DP4   o[HPOS].w, v[0], c[3];
DP4   o[HPOS].z, v[0], c[2];
DP4   o[HPOS].y, v[0], c[1];
DP4   o[HPOS].x, v[0], c[0];
DP4   R3.z, v[0], c[6];
DP4   R3.y, v[0], c[5];
DP4   R3.x, v[0], c[4];
MOV   R3.w, c[53].x;
BRA   BB8 (EQ.x);
BB1:
MUL   R2.x, R3.w, c[53].z;
ARL   A0.x, R2;
MUL   R2.xyz, -R3, c[A0.x + 11].w;
ADD   R2.xyz, R2, c[A0.x + 11];
DP3   R2.w, R2, R2;
RSQ   R2.w, R2.w;
MUL   R2.xyz, R2.w, R2;
MOVC  CC.x, c[A0.x + 11].w;
RCP   R2.w, R2.w;
BRA   BB3 (NE.x);
BB2:
MOV   R2.w, c[53];
BRA   BB4;
BB3:
MUL   R4.w, R3, c[53].z;
ARL   A0.x, R4.w;
MUL   R4.w, R2, c[A0.x + 14].z;
ADD   R4.w, R4, c[A0.x + 14].y;
MAD   R2.w, R2, R4, c[A0.x + 14].x;
RCP   R2.w, R2.w;
BB4:
MUL   R4.w, R3, c[53].z;
ARL   A0.x, R4.w;
DP3   R4.w, -R2, c[A0.x + 15];
SGEC  CC.x, R4.w, c[A0.x + 15].w;
BRA   BB6 (LE.x);
BB5:
MAX   R4.w, R4, c[53].x;
MUL   R5.x, R3.w, c[53].z;
LG2   R4.w, R4.w;
ARL   A0.x, R5;
MUL   R4.w, c[A0.x + 14], R4;
EX2   R4.w, R4.w;
BRA   BB7;
BB6:
MOV   R4.w, c[53].x;
BB7:
DP3   R5.x, R3, R3;
RSQ   R5.x, R5.x;
MAD   R5.xyz, -R5.x, R3, R2;
DP3   R5.w, R5, R5;
RSQ   R5.w, R5.w;
MUL   R5.xyz, R5.w, R5;
DP3   R5.y, R4, R5;
DP3   R5.x, R4, R2;
MUL   R2.x, R3.w, c[53].z;
MOV   R5.z, c[52].x;
ADD   R3.w, c[53], R3;
SLTC  CC.x, R3.w, c[53].y;
MUL   R4.w, R2, R4;
ARL   A0.x, R2;
LIT   R5.yz, R5.xyzz;
MUL   R2, c[A0.x + 12], R5.y;
MAD   R0, R2, R4.w, R0;
MUL   R2, R5.z, c[A0.x + 13];
MAD   R1, R4.w, R2, R1;
BRA   BB1 (NE.x);
BB8:
MIN   R0, R0, c[53].w;
MIN   R1, R1, c[53].w;
MAX   o[COL0], R0, c[53].x;
MAX   o[COL1], R1, c[53].x;
END
# 73 instructions, 6 R-regs
