!!ARBvp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbvp1
# source file: tests/glsl/cases/sem_vin_conventional.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbvp1
#program main
#var float4 position : $vin.POSITION : POSITION : 0 : 1
#var float3 normal : $vin.NORMAL : NORMAL : 1 : 1
#var float4 color : $vin.COLOR0 : COLOR0 : 2 : 1
#var float4 specular : $vin.COLOR1 : COLOR1 : 3 : 1
#var float4 t0 : $vin.TEXCOORD0 : TEXCOORD0 : 4 : 1
#var float4 t1 : $vin.TEXCOORD1 : TEXCOORD1 : 5 : 1
#var float4 t2 : $vin.TEXCOORD2 : TEXCOORD2 : 6 : 1
#var float4 t3 : $vin.TEXCOORD3 : TEXCOORD3 : 7 : 1
#var float4 t4 : $vin.TEXCOORD4 : TEXCOORD4 : 8 : 1
#var float4 t5 : $vin.TEXCOORD5 : TEXCOORD5 : 9 : 1
#var float4 t6 : $vin.TEXCOORD6 : TEXCOORD6 : 10 : 1
#var float4 t7 : $vin.TEXCOORD7 : TEXCOORD7 : 11 : 1
#var float fog : $vin.FOGCOORD : FOG : 12 : 1
#var float4 oColor : $vout.COLOR0 : COL0 : 13 : 1
#var float4 main : $vout.POSITION : HPOS : -1 : 1
TEMP R0;
TEMP R1;
MOV R1, vertex.color.secondary;
MOV R0.w, vertex.fogcoord.x;
MOV R0.xyz, vertex.normal;
MAD R0, vertex.color, R1, R0;
ADD R0, R0, vertex.texcoord[0];
ADD R0, R0, vertex.texcoord[1];
ADD R0, R0, vertex.texcoord[2];
ADD R0, R0, vertex.texcoord[3];
ADD R0, R0, vertex.texcoord[4];
ADD R0, R0, vertex.texcoord[5];
ADD R0, R0, vertex.texcoord[6];
ADD result.color, R0, vertex.texcoord[7];
MOV result.position, vertex.position;
END
# 13 instructions, 2 R-regs
