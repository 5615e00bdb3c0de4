!!ARBvp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbvp1
# source file: tests/glsl/cases/sem_vin_integer_types.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbvp1
#program rows
#var float4 position : $vin.POSITION : POSITION : 0 : 1
#var float2x2 grid : $vin.ATTR10 : ATTR10, 2 : 1 : 1
#var float lanes[0] : $vin.ATTR12 : ATTR12 : 2 : 1
#var float lanes[1] : $vin.ATTR13 : ATTR13 : 2 : 1
#var float4 oData : $vout.TEXCOORD0 : TEX0 : 3 : 1
#var float4 rows : $vout.POSITION : HPOS : -1 : 1
#const c[0] = 0
PARAM c[1] = { { 0 } };
TEMP R0;
TEMP R1;
ABS R0.x, vertex.attrib[12];
FLR R0.y, R0.x;
ADD R0.z, -R0.y, -R0.y;
SLT R0.x, vertex.attrib[12], c[0];
MAD R0.x, R0.z, R0, R0.y;
ABS R0.w, vertex.attrib[13].x;
FLR R0.z, R0.w;
ADD R0.w, -R0.z, -R0.z;
SLT R0.y, vertex.attrib[13].x, c[0].x;
MAD R0.y, R0.w, R0, R0.z;
MOV R1.xy, vertex.attrib[10];
MOV R0.zw, c[0].x;
MOV R1.zw, vertex.attrib[11].xyxy;
ADD result.texcoord[0], R1, R0;
MOV result.position, vertex.position;
END
# 15 instructions, 2 R-regs
