!!ARBvp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbvp1
# source file: tests/glsl/cases/hdr_uniform_array_places.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbvp1
#program main_vp
#semantic lights
#semantic bones
#semantic tints : C10
#semantic unusedTints
#semantic pal
#semantic normalMats
#semantic boundMat : C20
#var float4 pos : $vin.POSITION : POSITION : 0 : 1
#var float3 normal : $vin.NORMAL : NORMAL : 1 : 1
#var float4 weights : $vin.TEXCOORD1 : TEXCOORD1 : 2 : 1
#var float4 lights[0].color :  :  : -1 : 0
#var float lights[0].range :  :  : -1 : 0
#var float4 lights[1].color :  :  : -1 : 0
#var float lights[1].range :  :  : -1 : 0
#var float4 lights[2].color :  :  : -1 : 0
#var float lights[2].range :  :  : -1 : 0
#var half4x4 bones[0] :  : , 4 : -1 : 0
#var float4x4 bones[1] :  : c[1], 4 : -1 : 1
#var float4 tints[0] :  : c[10] : -1 : 0
#var float4 tints[1] :  : c[11] : -1 : 0
#var float4 tints[2] :  : c[12] : -1 : 1
#var float4 tints[3] :  : c[13] : -1 : 0
#var float4 unusedTints[0] :  :  : -1 : 0
#var float4 unusedTints[1] :  :  : -1 : 0
#var half4 pal[0].rows[0] :  :  : -1 : 0
#var half4 pal[0].rows[1] :  :  : -1 : 0
#var half4 pal[0].rows[2] :  :  : -1 : 0
#var float pal[0].scale :  : c[8] : -1 : 1
#var half4 pal[1].rows[0] :  :  : -1 : 0
#var half4 pal[1].rows[1] :  :  : -1 : 0
#var half4 pal[1].rows[2] :  : c[9] : -1 : 1
#var float pal[1].scale :  :  : -1 : 0
#var half3x3 normalMats[0] :  : , 3 : -1 : 0
#var float3x3 normalMats[1] :  : c[5], 3 : -1 : 1
#var float4x4 boundMat : C20 : c[20], 4 : -1 : 1
#var float4 main_vp.pos : $vout.POSITION : HPOS : -1 : 1
#var float4 main_vp.color : $vout.COLOR0 : COL0 : -1 : 1
#var float3 main_vp.normal : $vout.TEXCOORD0 : TEX0 : -1 : 1
PARAM c[24] = { program.local[0..23] };
TEMP R0;
TEMP R1;
MOV R0.x, vertex.texcoord[1];
MUL R1, vertex.position, R0.x;
DP4 R0.w, vertex.position, c[4];
DP4 R0.z, vertex.position, c[3];
DP4 R0.y, vertex.position, c[2];
DP4 R0.x, vertex.position, c[1];
MAD R0, R0, vertex.texcoord[1].y, R1;
MOV R1.x, c[8];
MUL R1, R1.x, c[9];
DP4 result.position.w, R0, c[23];
DP4 result.position.z, R0, c[22];
DP4 result.position.y, R0, c[21];
DP4 result.position.x, R0, c[20];
ADD result.color, R1, c[12];
DP3 result.texcoord[0].z, vertex.normal, c[7];
DP3 result.texcoord[0].y, vertex.normal, c[6];
DP3 result.texcoord[0].x, vertex.normal, c[5];
END
# 17 instructions, 2 R-regs
