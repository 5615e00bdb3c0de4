!!ARBvp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbvp1
# source file: tests/header/191_bound_uniform_types.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbvp1
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
#var float4 p : $vin.POSITION : POSITION : 0 : 1
#var float4 pb : C40 : c[40] : 1 : 1
#var half4 pn :  : c[1] : 2 : 1
#var float3x3 m3 :  : c[24], 3 : 3 : 1
#var float4 ps.a :  : c[50] : 4 : 1
#var float2 ps.b :  : c[51] : 4 : 0
#var float3 ps.c : C30 : c[30] : 4 : 0
#var float4x4 pmu : C60 : c[60], 4 : 5 : 0
#var float4 h3 : C3 : c[3] : -1 : 1
#var half4 hn :  : c[2] : -1 : 1
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
#var half4 sn.a :  : c[4] : -1 : 1
#var int2 sn.b :  : c[6] : -1 : 1
#var float3 sn.c : C30 : c[30] : -1 : 1
#var half4 foo : FOO : c[19] : -1 : 1
#var half4 st : state.light[0].diffuse : c[27] : -1 : 1
#var half4x4 sm : state.matrix.mvp : c[31], 4 : -1 : 1
#var half4x4 smu : state.matrix.projection : , 4 : -1 : 0
#var int iu :  : c[28] : -1 : 1
#var float4 main : $vout.POSITION : HPOS : -1 : 1
#const c[0] = 0
PARAM c[52] = { { 0 },
		program.local[1..26],
		state.light[0].diffuse,
		program.local[28..30],
		state.matrix.mvp.row[0..3],
		program.local[35..51] };
TEMP R0;
TEMP R1;
TEMP R2;
MOV R1, c[2];
MOV R2.z, c[0].x;
DP4 R0.w, vertex.position, c[34];
DP4 R0.z, vertex.position, c[33];
DP4 R0.y, vertex.position, c[32];
DP4 R0.x, vertex.position, c[31];
MAD R0, R0, c[3], R1;
ADD R1, R0, c[5];
ABS R0.xy, c[8];
FLR R0.zw, R0.xyxy;
ADD R1, R1, c[7].xyzz;
ADD R2.xy, -R0.zwzw, -R0.zwzw;
SLT R0.xy, c[8], R2.z;
MAD R0.xy, R2, R0, R0.zwzw;
ADD R0, R1, R0.xyxy;
MOV R2.w, c[9].x;
SLT R2.x, c[0], R2.w;
ADD R0, R0, R2.x;
ADD R0, R0, c[10].x;
ADD R0, R0, c[13];
ABS R1.xy, c[23];
FLR R1.xy, R1;
ADD R0, R0, c[21].xyxy;
SLT R1.zw, c[23].xyxy, R2.z;
ADD R2.xy, -R1, -R1;
MAD R1.xy, R2, R1.zwzw, R1;
ADD R0, R0, c[22];
ADD R0, R0, R1.xyxy;
ADD R0, R0, c[4];
ADD R0, R0, c[30].xyzz;
ADD R0, R0, c[6].xyxy;
ADD R0, R0, c[40];
ADD R0, R0, c[1];
ADD R0, R0, c[24].xyzz;
ADD R0, R0, c[50];
ADD R0, R0, c[28].x;
ADD R0, R0, c[19];
ADD result.position, R0, c[27];
END
# 38 instructions, 3 R-regs
