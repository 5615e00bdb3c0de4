!!VP2.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile vp30
# source file: tests/header/130_half_fixed_uniforms.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile vp30
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
BB0:
FLR   R1.xyz, |c[7]|;
MOV   R0.xyz, R1;
MOVC  CC.xyz, c[7];
MOV   R0.xyz(LT), -R1;
FLR   R1.xyz, |c[9]|;
MOV   R2.xyz, R1;
MOVC  CC.xyz, c[9];
MOV   R2.xyz(LT), -R1;
DP3   R2.z, v[0], R2;
FLR   R3.xyz, |c[8]|;
DP3   R2.x, v[0], R0;
MUL   R0, v[0], c[18].x;
ADD   R0, c[19], R0;
ADD   R0, c[20].xyzz, R0;
MOV   R1.xyz, R3;
MOVC  CC.xyz, c[8];
MOV   R1.xyz(LT), -R3;
DP3   R2.y, v[0], R1;
DP3   R1.z, v[0], c[2];
DP3   R1.y, v[0], c[1];
DP3   R1.x, v[0], c[0];
ADD   R1, R1.xyzz, R0;
DP4   R0.w, v[0], c[6];
DP4   R0.z, v[0], c[5];
DP4   R0.y, v[0], c[4];
DP4   R0.x, v[0], c[3];
ADD   R0, R0, R1;
ADD   R0, R2.xyzz, R0;
ADD   R0, c[10].xyxy, R0;
ADD   R0, c[21].xyxy, R0;
ADD   R1, c[22].xyxy, R0;
DP4   R0.w, v[0], c[15];
DP4   R0.z, v[0], c[14];
DP4   R0.y, v[0], c[13];
DP4   R0.x, v[0], c[12];
ADD   R0, R0, R1;
ADD   R0, c[23].xyzz, R0;
ADD   R0, c[16].xyxy, R0;
ADD   R0, c[24].x, R0;
ADD   o[HPOS], c[25].xyxy, R0;
END
# 40 instructions, 4 R-regs
