!!ARBvp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbvp1
# source file: tests/header/166_library_types_vertex.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbvp1
#program main
#semantic main.mvp
#var float4 IN.P : $vin.POSITION : POSITION : 0 : 1
#var float4 IN.WEIGHT : $vin.BLENDWEIGHT :  : 0 : 0
#var float4 IN.N : $vin.NORMAL : NORMAL : 0 : 1
#var float4 IN.C : $vin.DIFFUSE : COLOR0 : 0 : 1
#var float4 IN.C2 : $vin.SPECULAR :  : 0 : 0
#var float4 IN.FOG : $vin.TESSFACTOR :  : 0 : 0
#var float4 IN.SIZE : $vin.PSIZE : ATTR6 : 0 : 1
#var float4 IN.ATTR7 : $vin.BLENDINDICES :  : 0 : 0
#var float4 IN.TEX0 : $vin.TEXCOORD0 :  : 0 : 0
#var float4 IN.TEX1 : $vin.TEXCOORD1 :  : 0 : 0
#var float4 IN.TEX2 : $vin.TEXCOORD2 :  : 0 : 0
#var float4 IN.TEX3 : $vin.TEXCOORD3 : TEXCOORD3 : 0 : 1
#var float4 IN.TEX4 : $vin.TEXCOORD4 :  : 0 : 0
#var float4 IN.TEX5 : $vin.TEXCOORD5 :  : 0 : 0
#var float4 IN.TEX6 : $vin.TEXCOORD6 :  : 0 : 0
#var float4 IN.TEX7 : $vin.TEXCOORD7 :  : 0 : 0
#var float4x4 mvp :  : c[1], 4 : 1 : 1
#var float4 main.HPOS : $vout.POSITION : HPOS : -1 : 1
#var float4 main.COL0 : $vout.COLOR0 : COL0 : -1 : 1
#var float4 main.COL1 : $vout.COLOR1 :  : -1 : 0
#var float main.FOGC : $vout.FOG :  : -1 : 0
#var float main.PSIZ : $vout.PSIZE : PSIZ : -1 : 1
#var float4 main.TEX0 : $vout.TEXCOORD0 :  : -1 : 0
#var float4 main.TEX1 : $vout.TEXCOORD1 : TEX1 : -1 : 1
#var float4 main.TEX2 : $vout.TEXCOORD2 :  : -1 : 0
#var float4 main.TEX3 : $vout.TEXCOORD3 :  : -1 : 0
PARAM c[5] = { program.local[0..4] };
TEMP R0;
MOV R0.x, vertex.normal.z;
MUL result.color, vertex.color, R0.x;
MOV result.texcoord[1], vertex.texcoord[3];
DP4 result.position.w, vertex.position, c[4];
DP4 result.position.z, vertex.position, c[3];
DP4 result.position.y, vertex.position, c[2];
DP4 result.position.x, vertex.position, c[1];
MOV result.pointsize.x, vertex.attrib[6];
END
# 8 instructions, 1 R-regs
