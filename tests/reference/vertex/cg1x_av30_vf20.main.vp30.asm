!!VP2.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile vp30
# source file: tests/shaders/vertex/cg1x_av30_vf20.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile vp30
#program main
#semantic main.model_view_proj
#semantic main.model_view
#semantic main.lights
#semantic main.material
#var float4 IN.P : $vin.POSITION : ATTR0 : 0 : 1
#var float4 IN.WEIGHT : $vin.BLENDWEIGHT :  : 0 : 0
#var float4 IN.N : $vin.NORMAL : ATTR2 : 0 : 1
#var float4 IN.C : $vin.DIFFUSE : ATTR3 : 0 : 1
#var float4 IN.C2 : $vin.SPECULAR : ATTR4 : 0 : 1
#var float4 IN.FOG : $vin.TESSFACTOR :  : 0 : 0
#var float4 IN.SIZE : $vin.PSIZE : ATTR6 : 0 : 1
#var float4 IN.ATTR7 : $vin.BLENDINDICES :  : 0 : 0
#var float4 IN.TEX0 : $vin.TEXCOORD0 : TEXCOORD0 : 0 : 1
#var float4 IN.TEX1 : $vin.TEXCOORD1 : TEXCOORD1 : 0 : 1
#var float4 IN.TEX2 : $vin.TEXCOORD2 :  : 0 : 0
#var float4 IN.TEX3 : $vin.TEXCOORD3 :  : 0 : 0
#var float4 IN.TEX4 : $vin.TEXCOORD4 :  : 0 : 0
#var float4 IN.TEX5 : $vin.TEXCOORD5 :  : 0 : 0
#var float4 IN.TEX6 : $vin.TEXCOORD6 :  : 0 : 0
#var float4 IN.TEX7 : $vin.TEXCOORD7 :  : 0 : 0
#var float4x4 model_view_proj :  : c[0], 4 : 1 : 1
#var float4x4 model_view :  : c[4], 4 : 2 : 1
#var float4 lights[0] :  : c[8] : 3 : 1
#var float4 lights[1] :  : c[9] : 3 : 1
#var float4 material :  : c[10] : 4 : 1
#var float4 main.HPOS : $vout.POSITION : HPOS : -1 : 1
#var float4 main.COL0 : $vout.COLOR0 : COL0 : -1 : 1
#var float4 main.COL1 : $vout.COLOR1 : COL1 : -1 : 1
#var float main.FOGC : $vout.FOG : FOGC : -1 : 1
#var float main.PSIZ : $vout.PSIZE : PSIZ : -1 : 1
#var float4 main.TEX0 : $vout.TEXCOORD0 : TEX0 : -1 : 1
#var float4 main.TEX1 : $vout.TEXCOORD1 : TEX1 : -1 : 1
#var float4 main.TEX2 : $vout.TEXCOORD2 :  : -1 : 0
#var float4 main.TEX3 : $vout.TEXCOORD3 :  : -1 : 0
#const c[11] = 0 2 1 4
BB0:
SLTC  CC.x, c[11], c[11].y;
DP3   R0.z, v[2], c[6];
DP3   R0.x, v[2], c[4];
DP3   R0.y, v[2], c[5];
DP3   R0.w, R0, R0;
RSQ   R0.w, R0.w;
MUL   R2.xyz, R0.w, R0;
MOV   R3.xyz, c[11].x;
DP4   R0.w, v[0], c[3];
DP4   R0.z, v[0], c[2];
DP4   R0.y, v[0], c[1];
DP4   R0.x, v[0], c[0];
DP4   R1.z, v[0], c[6];
DP4   R1.y, v[0], c[5];
DP4   R1.x, v[0], c[4];
MOV   R1.w, c[11].x;
BRA   BB2 (EQ.x);
BB1:
ARL   A0.x, R1.w;
ADD   R4.xyz, c[A0.x + 8], -R1;
DP3   R2.w, R4, R4;
RSQ   R2.w, R2.w;
MUL   R4.xyz, R2.w, R4;
DP3   R2.w, R2, R4;
MAX   R2.w, R2, c[11].x;
ADD   R1.w, c[11].z, R1;
SLTC  CC.x, R1.w, c[11].y;
MAD   R3.xyz, R2.w, c[A0.x + 8].w, R3;
BRA   BB1 (NE.x);
BB2:
MOV   R2.w, c[11].z;
MOV   R2.xyz, R3;
MUL   R2, R2, v[3];
MOV   o[HPOS], R0;
MUL   o[COL0], R2, c[10];
MUL   o[COL1], v[4], c[10].w;
MOV   o[TEX0], v[8];
MAD   o[TEX1], v[9], c[11].y, -c[11].z;
MOV   o[FOGC].x, -R1.z;
MUL   o[PSIZ].x, v[6], c[11].w;
END
# 38 instructions, 5 R-regs
