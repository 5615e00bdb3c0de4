!!VP1.1
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile vp20
# source file: tests/header/166_library_types_vertex.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile vp20
#program main
#semantic main.mvp
#var float4 IN.P : $vin.POSITION : ATTR0 : 0 : 1
#var float4 IN.WEIGHT : $vin.BLENDWEIGHT :  : 0 : 0
#var float4 IN.N : $vin.NORMAL : ATTR2 : 0 : 1
#var float4 IN.C : $vin.DIFFUSE : ATTR3 : 0 : 1
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
#var float4x4 mvp :  : c[0], 4 : 1 : 1
#var float4 main.HPOS : $vout.POSITION : HPOS : -1 : 1
#var float4 main.COL0 : $vout.COLOR0 : COL0 : -1 : 1
#var float4 main.COL1 : $vout.COLOR1 :  : -1 : 0
#var float main.FOGC : $vout.FOG :  : -1 : 0
#var float main.PSIZ : $vout.PSIZE : PSIZ : -1 : 1
#var float4 main.TEX0 : $vout.TEXCOORD0 :  : -1 : 0
#var float4 main.TEX1 : $vout.TEXCOORD1 : TEX1 : -1 : 1
#var float4 main.TEX2 : $vout.TEXCOORD2 :  : -1 : 0
#var float4 main.TEX3 : $vout.TEXCOORD3 :  : -1 : 0
MOV   R0.x, v[2].z;
MUL   o[COL0], v[3], R0.x;
MOV   o[TEX1], v[11];
DP4   o[HPOS].w, v[0], c[3];
DP4   o[HPOS].z, v[0], c[2];
DP4   o[HPOS].y, v[0], c[1];
DP4   o[HPOS].x, v[0], c[0];
MOV   o[PSIZ].x, v[6];
END
# 8 instructions, 0 R-regs
