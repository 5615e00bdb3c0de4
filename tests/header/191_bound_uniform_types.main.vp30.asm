!!VP2.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile vp30
# source file: tests/header/191_bound_uniform_types.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile vp30
#program main
#semantic main.pb : C40
#semantic main.pn
#semantic main.m3
#semantic main.ps : C50
#semantic main.pmu : C60
#semantic h3 : C3
#semantic hn
#semantic hc : C5
#semantic f3 : C7
#semantic i2 : C8
#semantic b1 : C9
#semantic hs : C10
#semantic hu : C11
#semantic hm : C12
#semantic hmu : C16
#semantic ha : C20
#semantic sb : C22
#semantic sn
#semantic foo : FOO
#semantic st : state.light[0].diffuse
#semantic sm : state.matrix.mvp
#semantic smu : state.matrix.projection
#semantic iu
#var float4 p : $vin.POSITION : ATTR0 : 0 : 1
#var float4 pb : C40 : c[40] : 1 : 1
#var half4 pn :  : c[4] : 2 : 1
#var float3x3 m3 :  : c[0], 3 : 3 : 1
#var float4 ps.a :  : c[50] : 4 : 1
#var float2 ps.b :  : c[51] : 4 : 0
#var float3 ps.c : C30 : c[30] : 4 : 0
#var float4x4 pmu : C60 : c[60], 4 : 5 : 0
#var float4 h3 : C3 : c[3] : -1 : 1
#var half4 hn :  : c[6] : -1 : 1
#var float4 hc : C5 : c[5] : -1 : 1
#var float3 f3 : C7 : c[7] : -1 : 1
#var float2 i2 : C8 : c[8] : -1 : 1
#var float b1 : C9 : c[9] : -1 : 1
#var float hs : C10 : c[10] : -1 : 1
#var float4 hu : C11 : c[11] : -1 : 0
#var float4x4 hm : C12 : c[12], 4 : -1 : 1
#var float3x3 hmu : C16 : c[16], 3 : -1 : 0
#var float2 ha[0] :  : c[20] : -1 : 0
#var float2 ha[1] :  : c[21] : -1 : 1
#var float4 sb.a :  : c[22] : -1 : 1
#var float2 sb.b :  : c[23] : -1 : 1
#var float3 sb.c : C30 : c[30] : -1 : 0
#var half4 sn.a :  : c[19] : -1 : 1
#var int2 sn.b :  : c[24] : -1 : 1
#var float3 sn.c : C30 : c[30] : -1 : 1
#var half4 foo : FOO : c[25] : -1 : 1
#var half4 st : state.light[0].diffuse : c[26] : -1 : 1
#var half4x4 sm : state.matrix.mvp : c[27], 4 : -1 : 1
#var half4x4 smu : state.matrix.projection : , 4 : -1 : 0
#var int iu :  : c[32] : -1 : 1
#var float4 main : $vout.POSITION : HPOS : -1 : 1
#const c[33] = 0
BB0:
FLR   R0.xy, |c[23]|;
MOV   R2.xy, R0;
MOVC  CC.xy, c[23];
MOV   R2.xy(LT), -R0;
FLR   R0.xy, |c[8]|;
MOV   R2.zw, R0.xyxy;
MOVC  CC.xy, c[8];
MOV   R2.zw(LT.xyxy), -R0.xyxy;
MOV   R1, c[6];
DP4   R0.w, v[0], c[31];
DP4   R0.z, v[0], c[29];
DP4   R0.y, v[0], c[28];
DP4   R0.x, v[0], c[27];
MAD   R0, R0, c[3], R1;
ADD   R0, c[5], R0;
ADD   R0, c[7].xyzz, R0;
MOV   R1.x, c[33];
ADD   R0, R2.zwzw, R0;
SGT   R1.x, c[9], R1;
ADD   R0, R1.x, R0;
ADD   R0, c[10].x, R0;
ADD   R0, c[13], R0;
ADD   R0, c[21].xyxy, R0;
ADD   R0, c[22], R0;
ADD   R0, R2.xyxy, R0;
ADD   R0, c[19], R0;
ADD   R0, c[30].xyzz, R0;
ADD   R0, c[24].xyxy, R0;
ADD   R0, c[40], R0;
ADD   R0, c[4], R0;
ADD   R0, c[0].xyzz, R0;
ADD   R0, c[50], R0;
ADD   R0, c[32].x, R0;
ADD   R0, c[25], R0;
ADD   o[HPOS], c[26], R0;
END
# 35 instructions, 3 R-regs
