!!ARBvp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbvp1
# source file: tests/glsl/cases/sem_interpolation_plain.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbvp1
#program vmain
#semantic vmain.mvp
#semantic vmain.lightDir
#var float4 pos : $vin.POSITION : POSITION : 0 : 1
#var float3 normal : $vin.NORMAL : NORMAL : 1 : 1
#var float3 tangent : $vin.TANGENT : ATTR14 : 2 : 1
#var float4 color : $vin.COLOR0 : COLOR0 : 3 : 1
#var float2 uv : $vin.TEXCOORD0 : TEXCOORD0 : 4 : 1
#var float4x4 mvp :  : c[1], 4 : 5 : 1
#var float3 lightDir :  : c[5] : 6 : 1
#var float4 vmain.hpos : $vout.POSITION : HPOS : -1 : 1
#var float4 vmain.tint : $vout.COLOR0 : COL0 : -1 : 1
#var float2 vmain.uv : $vout.TEXCOORD0 : TEX0 : -1 : 1
#var float3 vmain.screen : $vout.TEXCOORD1 : TEX1 : -1 : 1
#var float3x3 vmain.tbn : $vout.TEXCOORD2 : TEX2, 3 : -1 : 1
#var float4 vmain.shade : $vout.TEXCOORD5 : TEX5 : -1 : 1
#const c[0] = 1 0
PARAM c[6] = { { 1, 0 },
		program.local[1..5] };
TEMP R0;
TEMP R1;
MOV R0.xyz, vertex.attrib[14];
MUL R1.xyz, vertex.normal.zxyw, R0.yzxw;
MAD result.texcoord[3].xyz, vertex.normal.yzxw, R0.zxyw, -R1;
DP4 R0.w, vertex.position, c[4];
DP4 R0.z, vertex.position, c[3];
DP4 R0.x, vertex.position, c[1];
DP4 R0.y, vertex.position, c[2];
MOV result.position, R0;
DP3 R0.z, vertex.normal, c[5];
MIN R0.z, R0, c[0].x;
MOV result.color, vertex.color;
MOV result.texcoord[1].xyz, R0.xyww;
MAX result.texcoord[5], R0.z, c[0].y;
MOV result.texcoord[2].xyz, vertex.attrib[14];
MOV result.texcoord[4].xyz, vertex.normal;
MOV result.texcoord[0].xy, vertex.texcoord[0];
END
# 16 instructions, 2 R-regs
