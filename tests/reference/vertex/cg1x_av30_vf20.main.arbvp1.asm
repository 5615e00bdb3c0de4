!!ARBvp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbvp1
# source file: tests/shaders/vertex/cg1x_av30_vf20.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbvp1
#program main
#semantic main.model_view_proj
#semantic main.model_view
#semantic main.lights
#semantic main.material
#var float4 IN.P : $vin.POSITION : POSITION : 0 : 1
#var float4 IN.WEIGHT : $vin.BLENDWEIGHT :  : 0 : 0
#var float4 IN.N : $vin.NORMAL : NORMAL : 0 : 1
#var float4 IN.C : $vin.DIFFUSE : COLOR0 : 0 : 1
#var float4 IN.C2 : $vin.SPECULAR : COLOR1 : 0 : 1
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
#var float4x4 model_view_proj :  : c[1], 4 : 1 : 1
#var float4x4 model_view :  : c[5], 4 : 2 : 1
#var float4 lights[0] :  : c[9] : 3 : 1
#var float4 lights[1] :  : c[10] : 3 : 1
#var float4 material :  : c[11] : 4 : 1
#var float4 main.HPOS : $vout.POSITION : HPOS : -1 : 1
#var float4 main.COL0 : $vout.COLOR0 : COL0 : -1 : 1
#var float4 main.COL1 : $vout.COLOR1 : COL1 : -1 : 1
#var float main.FOGC : $vout.FOG : FOGC : -1 : 1
#var float main.PSIZ : $vout.PSIZE : PSIZ : -1 : 1
#var float4 main.TEX0 : $vout.TEXCOORD0 : TEX0 : -1 : 1
#var float4 main.TEX1 : $vout.TEXCOORD1 : TEX1 : -1 : 1
#var float4 main.TEX2 : $vout.TEXCOORD2 :  : -1 : 0
#var float4 main.TEX3 : $vout.TEXCOORD3 :  : -1 : 0
#const c[0] = 0 1 2 4
PARAM c[12] = { { 0, 1, 2, 4 },
		program.local[1..11] };
TEMP R0;
TEMP R1;
TEMP R2;
DP4 R0.w, vertex.position, c[7];
MOV R1.z, R0.w;
DP4 R1.x, vertex.position, c[5];
DP4 R1.y, vertex.position, c[6];
ADD R0.xyz, -R1, c[9];
DP3 R1.w, R0, R0;
RSQ R1.w, R1.w;
MUL R2.xyz, R1.w, R0;
ADD R1.xyz, -R1, c[10];
DP3 R2.w, R1, R1;
RSQ R2.w, R2.w;
MUL R1.xyz, R2.w, R1;
DP3 R0.z, vertex.normal, c[7];
DP3 R0.x, vertex.normal, c[5];
DP3 R0.y, vertex.normal, c[6];
DP3 R1.w, R0, R0;
RSQ R1.w, R1.w;
MUL R0.xyz, R1.w, R0;
DP3 R1.x, R0, R1;
DP3 R0.y, R0, R2;
MAX R0.x, R1, c[0];
MAX R0.y, R0, c[0].x;
MUL R0.x, R0, c[10].w;
MOV R1.w, c[0].y;
MAD R1.xyz, R0.y, c[9].w, R0.x;
MUL R1, R1, vertex.color;
MUL result.color, R1, c[11];
MUL result.color.secondary, vertex.color.secondary, c[11].w;
MOV result.texcoord[0], vertex.texcoord[0];
MAD result.texcoord[1], vertex.texcoord[1], c[0].z, -c[0].y;
DP4 result.position.w, vertex.position, c[4];
DP4 result.position.z, vertex.position, c[3];
DP4 result.position.y, vertex.position, c[2];
DP4 result.position.x, vertex.position, c[1];
MOV result.fogcoord.x, -R0.w;
MUL result.pointsize.x, vertex.attrib[6], c[0].w;
END
# 36 instructions, 3 R-regs
