!!ARBvp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbvp1
# source file: tests/header/130_half_fixed_uniforms.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbvp1
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
#var float4 p : $vin.POSITION : POSITION : 0 : 1
#var half hs :  : c[19] : -1 : 1
#var half4 h4 :  : c[20] : -1 : 1
#var fixed3 f3 :  : c[21] : -1 : 1
#var float3x3 h33 :  : c[1], 3 : -1 : 1
#var float4x4 f44 :  : c[4], 4 : -1 : 1
#var float3x3 i33 :  : c[8], 3 : -1 : 1
#var float2x2 b22 :  : c[11], 2 : -1 : 1
#var half2 ha[0] :  : c[22] : -1 : 1
#var half2 ha[1] :  : c[23] : -1 : 1
#var half4x4 hma[0] :  : , 4 : -1 : 0
#var float4x4 hma[1] :  : c[13], 4 : -1 : 1
#var half3 s.a :  : c[24] : -1 : 1
#var float2x2 s.fm :  : c[17], 2 : -1 : 1
#var half s.hs :  : c[25] : -1 : 1
#var int2 i2 :  : c[26] : -1 : 1
#var float4 main : $vout.POSITION : HPOS : -1 : 1
#const c[0] = 0
PARAM c[27] = { { 0 },
		program.local[1..26] };
TEMP R0;
TEMP R1;
TEMP R2;
TEMP R3;
TEMP R4;
ABS R1.xyz, c[10];
FLR R2.xyz, R1;
MOV R0.w, c[0].x;
SLT R1.xyz, c[10], R0.w;
ADD R3.xyz, -R2, -R2;
MAD R3.xyz, R3, R1, R2;
ABS R0.xyz, c[9];
FLR R1.xyz, R0;
ADD R2.xyz, -R1, -R1;
SLT R0.xyz, c[9], R0.w;
MAD R0.xyz, R2, R0, R1;
DP3 R4.y, vertex.position, R0;
ABS R0.xyz, c[8];
FLR R2.xyz, R0;
DP3 R4.z, vertex.position, R3;
MUL R1, vertex.position, c[19].x;
ADD R1, R1, c[20];
SLT R0.xyz, c[8], R0.w;
ADD R3.xyz, -R2, -R2;
MAD R0.xyz, R3, R0, R2;
DP3 R4.x, vertex.position, R0;
ADD R0, R1, c[21].xyzz;
DP3 R1.z, vertex.position, c[3];
DP3 R1.x, vertex.position, c[1];
DP3 R1.y, vertex.position, c[2];
ADD R1, R0, R1.xyzz;
DP4 R0.w, vertex.position, c[7];
DP4 R0.z, vertex.position, c[6];
DP4 R0.x, vertex.position, c[4];
DP4 R0.y, vertex.position, c[5];
ADD R0, R1, R0;
ADD R0, R0, R4.xyzz;
ADD R0, R0, c[11].xyxy;
ADD R0, R0, c[22].xyxy;
ADD R1, R0, c[23].xyxy;
DP4 R0.w, vertex.position, c[16];
DP4 R0.z, vertex.position, c[15];
DP4 R0.x, vertex.position, c[13];
DP4 R0.y, vertex.position, c[14];
ADD R0, R1, R0;
ADD R0, R0, c[24].xyzz;
ADD R0, R0, c[17].xyxy;
ADD R0, R0, c[25].x;
ADD result.position, R0, c[26].xyxy;
END
# 44 instructions, 5 R-regs
