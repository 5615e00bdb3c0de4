!!ARBvp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbvp1
# source file: tests/glsl/cases/sem_vin_integer_types.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbvp1
#program main
#var float4 position : $vin.POSITION : POSITION : 0 : 1
#var float4 color : $vin.COLOR0 : COLOR0 : 1 : 1
#var float2 pair : $vin.ATTR1 : ATTR1 : 2 : 1
#var float mask : $vin.ATTR4 : ATTR4 : 3 : 1
#var float4 ids : $vin.ATTR5 : ATTR5 : 4 : 1
#var float small : $vin.ATTR6 : ATTR6 : 5 : 1
#var float lanes[0] : $vin.ATTR12 : ATTR12 : 6 : 1
#var float lanes[1] : $vin.ATTR13 : ATTR13 : 6 : 1
#var float flag : $vin.ATTR7 : ATTR7 : 7 : 1
#var float3 extra.cell : $vin.TANGENT : ATTR14 : 8 : 1
#var float extra.level : $vin.BINORMAL : ATTR15 : 8 : 1
#var float texel : $vin.TEXCOORD1 : TEXCOORD1 : 9 : 1
#var float4 oColor : $vout.COLOR0 : COL0 : 10 : 1
#var float4 oData : $vout.TEXCOORD0 : TEX0 : 11 : 1
#var float4 main : $vout.POSITION : HPOS : -1 : 1
#const c[0] = 0.0039215689 0
PARAM c[1] = { { 0.0039215689, 0 } };
TEMP R0;
TEMP R1;
TEMP R2;
TEMP R3;
ABS R0, vertex.color;
FLR R0, R0;
ADD R1, -R0, -R0;
SLT R2, vertex.color, c[0].y;
MAD R0, R1, R2, R0;
ABS R3.xy, vertex.attrib[1];
FLR R1.zw, R3.xyxy;
ADD R1.xy, -R1.zwzw, -R1.zwzw;
SLT R2.xy, vertex.attrib[1], c[0].y;
MAD R1.xy, R1, R2, R1.zwzw;
ABS R2.xyz, vertex.attrib[14];
FLR R1.w, vertex.attrib[6].x;
FLR R1.z, vertex.attrib[4].x;
MAD result.color, R0, c[0].x, R1;
FLR R1.xyz, R2;
ABS R0.w, vertex.attrib[15].x;
ADD R0.xyz, -R1, -R1;
SLT R2.xyz, vertex.attrib[14], c[0].y;
MAD R0.xyz, R0, R2, R1;
FLR R0.w, R0;
ABS R1.x, vertex.attrib[12];
ADD R1.y, -R0.w, -R0.w;
SLT R1.z, vertex.attrib[15].x, c[0].y;
MAD R0.w, R1.y, R1.z, R0;
FLR R1.x, R1;
ADD R1.y, -R1.x, -R1.x;
SLT R1.z, vertex.attrib[12].x, c[0].y;
MAD R1.x, R1.y, R1.z, R1;
ABS R1.y, vertex.attrib[13].x;
FLR R1.y, R1;
ADD R1.z, -R1.y, -R1.y;
SLT R1.w, vertex.attrib[13].x, c[0].y;
MAD R1.y, R1.z, R1.w, R1;
ABS R3.x, vertex.texcoord[1];
FLR R1.z, R3.x;
ADD R1.w, -R1.z, -R1.z;
SLT R3.x, vertex.texcoord[1], c[0].y;
MAD R1.w, R1, R3.x, R1.z;
FLR R2, vertex.attrib[5];
SLT R1.z, c[0].y, vertex.attrib[7].x;
ADD R1, R2, R1;
ADD result.texcoord[0], R1, R0;
MOV result.position, vertex.position;
END
# 43 instructions, 4 R-regs
