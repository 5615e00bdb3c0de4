!!VP1.1
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile vp20
# source file: tests/header/130_half_fixed_uniforms.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile vp20
#program main
#semantic hs
#semantic h4
#semantic f3
#semantic h33
#semantic f44
#semantic i33
#semantic b22
#semantic ha
#semantic hma
#semantic s
#semantic i2
#var float4 p : $vin.POSITION : ATTR0 : 0 : 1
#var half hs :  : c[18] : -1 : 1
#var half4 h4 :  : c[19] : -1 : 1
#var fixed3 f3 :  : c[20] : -1 : 1
#var float3x3 h33 :  : c[0], 3 : -1 : 1
#var float4x4 f44 :  : c[3], 4 : -1 : 1
#var float3x3 i33 :  : c[7], 3 : -1 : 1
#var float2x2 b22 :  : c[10], 2 : -1 : 1
#var half2 ha[0] :  : c[21] : -1 : 1
#var half2 ha[1] :  : c[22] : -1 : 1
#var half4x4 hma[0] :  : , 4 : -1 : 0
#var float4x4 hma[1] :  : c[12], 4 : -1 : 1
#var half3 s.a :  : c[23] : -1 : 1
#var float2x2 s.fm :  : c[16], 2 : -1 : 1
#var half s.hs :  : c[24] : -1 : 1
#var int2 i2 :  : c[25] : -1 : 1
#var float4 main : $vout.POSITION : HPOS : -1 : 1
#const c[26] = 0 1
MAX   R2.xyz, c[9], -c[9];
MOV   R0.w, c[26].x;
EXP   R0.y, R2.z;
ADD   R2.z, R2, -R0.y;
EXP   R0.y, R2.y;
ADD   R2.y, R2, -R0;
EXP   R0.y, R2.x;
SLT   R1.xyz, c[9], R0.w;
MAX   R1.xyz, -R1, R1;
SLT   R3.xyz, c[26].x, R1;
ADD   R2.x, R2, -R0.y;
ADD   R1.xyz, -R3, c[26].y;
MUL   R0.xyz, R2, R1;
MAD   R2.xyz, R3, -R2, R0;
MAX   R1.xyz, c[8], -c[8];
EXP   R0.y, R1.z;
ADD   R1.z, R1, -R0.y;
EXP   R0.y, R1.y;
ADD   R1.y, R1, -R0;
EXP   R0.y, R1.x;
DP3   R4.z, v[0], R2;
SLT   R2.xyz, c[8], R0.w;
MAX   R2.xyz, -R2, R2;
SLT   R3.xyz, c[26].x, R2;
ADD   R1.x, R1, -R0.y;
ADD   R2.xyz, -R3, c[26].y;
MUL   R0.xyz, R1, R2;
MAD   R1.xyz, R3, -R1, R0;
MAX   R2.xyz, c[7], -c[7];
EXP   R0.y, R2.z;
ADD   R2.z, R2, -R0.y;
EXP   R0.y, R2.y;
ADD   R2.y, R2, -R0;
EXP   R0.y, R2.x;
DP3   R4.y, v[0], R1;
SLT   R1.xyz, c[7], R0.w;
ADD   R2.x, R2, -R0.y;
MAX   R1.xyz, -R1, R1;
SLT   R1.xyz, c[26].x, R1;
ADD   R3.xyz, -R1, c[26].y;
MUL   R3.xyz, R2, R3;
MAD   R1.xyz, R1, -R2, R3;
DP3   R4.x, v[0], R1;
MUL   R0, v[0], c[18].x;
ADD   R0, R0, c[19];
ADD   R0, R0, c[20].xyzz;
DP3   R1.z, v[0], c[2];
DP3   R1.x, v[0], c[0];
DP3   R1.y, v[0], c[1];
ADD   R1, R0, R1.xyzz;
DP4   R0.w, v[0], c[6];
DP4   R0.z, v[0], c[5];
DP4   R0.x, v[0], c[3];
DP4   R0.y, v[0], c[4];
ADD   R0, R1, R0;
ADD   R0, R0, R4.xyzz;
ADD   R0, R0, c[10].xyxy;
ADD   R0, R0, c[21].xyxy;
ADD   R1, R0, c[22].xyxy;
DP4   R0.w, v[0], c[15];
DP4   R0.z, v[0], c[14];
DP4   R0.x, v[0], c[12];
DP4   R0.y, v[0], c[13];
ADD   R0, R1, R0;
ADD   R0, R0, c[23].xyzz;
ADD   R0, R0, c[16].xyxy;
ADD   R0, R0, c[24].x;
ADD   o[HPOS], R0, c[25].xyxy;
END
# 68 instructions, 0 R-regs
