!!ARBfp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbfp1
# source file: tests/glsl/cases/flow_kept_lights.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbfp1
#program lights_constant_count
#semantic lights_constant_count.lights
#semantic lights_constant_count.ambient
#var float3 normal : $vin.TEXCOORD0 : TEX0 : 0 : 1
#var float3 point : $vin.TEXCOORD1 : TEX1 : 1 : 1
#var float3 lights[0].position :  : c[0] : 2 : 1
#var float3 lights[0].color :  : c[1] : 2 : 1
#var float lights[0].range :  : c[2] : 2 : 1
#var float3 lights[1].position :  : c[3] : 2 : 1
#var float3 lights[1].color :  : c[4] : 2 : 1
#var float lights[1].range :  : c[5] : 2 : 1
#var float3 lights[2].position :  : c[6] : 2 : 1
#var float3 lights[2].color :  : c[7] : 2 : 1
#var float lights[2].range :  : c[8] : 2 : 1
#var float3 lights[3].position :  : c[9] : 2 : 1
#var float3 lights[3].color :  : c[10] : 2 : 1
#var float lights[3].range :  : c[11] : 2 : 1
#var float3 ambient :  : c[12] : 3 : 1
#var float4 lights_constant_count : $vout.COLOR : COL : -1 : 1
#const c[13] = 0 1
PARAM c[14] = { program.local[0..12],
		{ 0, 1 } };
TEMP R0;
TEMP R1;
TEMP R2;
TEMP R3;
ADD R0.xyz, -fragment.texcoord[1], c[3];
DP3 R0.w, R0, R0;
RSQ R0.w, R0.w;
MUL R2.xyz, R0.w, R0;
ADD R0.xyz, -fragment.texcoord[1], c[0];
DP3 R1.y, R0, R0;
RSQ R1.w, R1.y;
DP3 R1.x, fragment.texcoord[0], fragment.texcoord[0];
RSQ R1.x, R1.x;
MUL R1.xyz, R1.x, fragment.texcoord[0];
MUL R0.xyz, R1.w, R0;
DP3 R0.x, R1, R0;
DP3 R2.x, R1, R2;
MAX R0.y, R0.x, c[13].x;
MAX R2.x, R2, c[13];
RCP R0.x, R1.w;
RCP R0.z, c[2].x;
MAD_SAT R1.w, -R0.x, R0.z, c[13].y;
MUL R0.xyz, R0.y, c[1];
MAD R0.xyz, R0, R1.w, c[12];
MUL R2.xyz, R2.x, c[4];
RCP R1.w, c[5].x;
RCP R0.w, R0.w;
MAD_SAT R0.w, -R0, R1, c[13].y;
MAD R3.xyz, R2, R0.w, R0;
ADD R0.xyz, -fragment.texcoord[1], c[6];
ADD R2.xyz, -fragment.texcoord[1], c[9];
DP3 R0.w, R0, R0;
DP3 R1.w, R2, R2;
RSQ R0.w, R0.w;
MUL R0.xyz, R0.w, R0;
DP3 R0.x, R1, R0;
RSQ R1.w, R1.w;
MUL R2.xyz, R1.w, R2;
DP3 R0.y, R1, R2;
MAX R1.y, R0, c[13].x;
MAX R0.x, R0, c[13];
RCP R1.x, c[8].x;
RCP R0.w, R0.w;
MAD_SAT R0.w, -R0, R1.x, c[13].y;
MUL R0.xyz, R0.x, c[7];
MAD R0.xyz, R0, R0.w, R3;
MUL R1.xyz, R1.y, c[10];
RCP R2.x, c[11].x;
RCP R0.w, R1.w;
MAD_SAT R0.w, -R0, R2.x, c[13].y;
MAD result.color.xyz, R1, R0.w, R0;
MOV result.color.w, c[13].y;
END
# 48 instructions, 4 R-regs
