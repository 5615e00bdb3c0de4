!!ARBvp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbvp1
# source file: tests/shaders/vertex/point_sprite_size.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbvp1
#program main
#semantic main.modelView
#semantic main.proj
#semantic main.attenuation
#semantic main.sizeRange
#semantic main.baseSize
#var float4 pos : $vin.POSITION : POSITION : 0 : 1
#var float4 color : $vin.COLOR0 : COLOR0 : 1 : 1
#var float4 oPos : $vout.POSITION : HPOS : 2 : 1
#var float4 oColor : $vout.COLOR0 : COL0 : 3 : 1
#var float oSize : $vout.PSIZE : PSIZ : 4 : 1
#var float4x4 modelView :  : c[1], 4 : 5 : 1
#var float4x4 proj :  : c[5], 4 : 6 : 1
#var float3 attenuation :  : c[9] : 7 : 1
#var float2 sizeRange :  : c[10] : 8 : 1
#var float baseSize :  : c[11] : 9 : 1
PARAM c[12] = { program.local[0..11] };
TEMP R0;
TEMP R1;
DP4 R0.z, vertex.position, c[3];
DP4 R0.x, vertex.position, c[1];
DP4 R0.y, vertex.position, c[2];
DP3 R0.w, R0, R0;
RSQ R0.w, R0.w;
RCP R0.w, R0.w;
MUL R1.x, R0.w, c[9].z;
MAD R1.y, R0.w, c[9], c[9].x;
MAD R0.w, R1.x, R0, R1.y;
RSQ R0.w, R0.w;
MUL R0.w, R0, c[11].x;
MIN R1.x, R0.w, c[10].y;
DP4 R0.w, vertex.position, c[4];
MAX result.pointsize.x, R1, c[10];
DP4 result.position.w, R0, c[8];
DP4 result.position.z, R0, c[7];
DP4 result.position.y, R0, c[6];
DP4 result.position.x, R0, c[5];
MOV result.color, vertex.color;
END
# 19 instructions, 2 R-regs
