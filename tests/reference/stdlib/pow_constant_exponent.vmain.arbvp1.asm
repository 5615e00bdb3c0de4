!!ARBvp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbvp1
# source file: tests/shaders/stdlib/pow_constant_exponent.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbvp1
#program vmain
#semantic vmain.mvp
#semantic vmain.light_dir
#semantic vmain.eye
#var float4 position : $vin.POSITION : POSITION : 0 : 1
#var float3 normal : $vin.NORMAL : NORMAL : 1 : 1
#var float4 color : $vin.COLOR0 : COLOR0 : 2 : 1
#var float4x4 mvp :  : c[1], 4 : 3 : 1
#var float3 light_dir :  : c[5] : 4 : 1
#var float3 eye :  : c[6] : 5 : 1
#var float4 hpos : $vout.POSITION : HPOS : 6 : 1
#var float4 diffuse : $vout.COLOR0 : COL0 : 7 : 1
#var float4 attenuation : $vout.TEXCOORD0 : TEX0 : 8 : 1
#const c[0] = 16 1
PARAM c[7] = { { 16, 1 },
		program.local[1..6] };
TEMP R0;
TEMP R1;
MOV R0.xyz, c[6];
ADD R0.xyz, R0, c[5];
DP3 R0.w, R0, R0;
RSQ R0.w, R0.w;
MUL R0.xyz, R0.w, R0;
DP3 R1.w, vertex.normal, R0;
ADD R1.xyz, vertex.position, -c[6];
DP3 R0.w, R1, R1;
RSQ R1.x, R0.w;
MUL R0.x, R1.w, R1.w;
MUL R0.y, R1.w, R0.x;
RCP R1.y, R1.x;
POW R0.z, R1.w, c[0].x;
MOV R0.w, c[0].y;
MUL result.color, vertex.color, R0;
RSQ R0.xy, R1.y;
MOV R1.y, R0;
RCP R1.z, R0.x;
MOV result.texcoord[0], R1;
DP4 result.position.w, vertex.position, c[4];
DP4 result.position.z, vertex.position, c[3];
DP4 result.position.y, vertex.position, c[2];
DP4 result.position.x, vertex.position, c[1];
END
# 23 instructions, 2 R-regs
