!!ARBvp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -quiet -profile arbvp1
# source file: tests/vm/cg/vs_normalize.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbvp1
#program main
#semantic main.mvp
#semantic main.nm
#var float4 p : $vin.POSITION : POSITION : 0 : 1
#var float3 n : $vin.NORMAL : NORMAL : 1 : 1
#var float3 t : $vin.TANGENT : ATTR14 : 2 : 1
#var float4x4 mvp :  : c[1], 4 : 3 : 1
#var float3x3 nm :  : c[5], 3 : 4 : 1
#var float4 hpos : $vout.POSITION : HPOS : 5 : 1
#var float3 on : $vout.TEXCOORD0 : TEX0 : 6 : 1
#var float3 b : $vout.TEXCOORD1 : TEX1 : 7 : 1
PARAM c[8] = { program.local[0..7] };
TEMP R0;
TEMP R1;
TEMP R2;
DP3 R0.w, vertex.attrib[14], vertex.attrib[14];
DP3 R0.z, vertex.normal, c[7];
DP3 R0.x, vertex.normal, c[5];
DP3 R0.y, vertex.normal, c[6];
DP3 R1.x, R0, R0;
RSQ R1.w, R1.x;
MUL R0.xyz, R1.w, R0;
RSQ R0.w, R0.w;
MUL R1.xyz, R0.w, vertex.attrib[14];
MUL R2.xyz, R0.zxyw, R1.yzxw;
MAD result.texcoord[1].xyz, R0.yzxw, R1.zxyw, -R2;
MOV result.texcoord[0].xyz, R0;
DP4 result.position.w, vertex.position, c[4];
DP4 result.position.z, vertex.position, c[3];
DP4 result.position.y, vertex.position, c[2];
DP4 result.position.x, vertex.position, c[1];
END
# 16 instructions, 3 R-regs
