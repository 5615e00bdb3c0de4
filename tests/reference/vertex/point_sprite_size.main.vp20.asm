!!VP1.1
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile vp20
# source file: tests/shaders/vertex/point_sprite_size.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile vp20
#program main
#semantic main.modelView
#semantic main.proj
#semantic main.attenuation
#semantic main.sizeRange
#semantic main.baseSize
#var float4 pos : $vin.POSITION : ATTR0 : 0 : 1
#var float4 color : $vin.COLOR0 : ATTR3 : 1 : 1
#var float4 oPos : $vout.POSITION : HPOS : 2 : 1
#var float4 oColor : $vout.COLOR0 : COL0 : 3 : 1
#var float oSize : $vout.PSIZE : PSIZ : 4 : 1
#var float4x4 modelView :  : c[0], 4 : 5 : 1
#var float4x4 proj :  : c[4], 4 : 6 : 1
#var float3 attenuation :  : c[8] : 7 : 1
#var float2 sizeRange :  : c[9] : 8 : 1
#var float baseSize :  : c[10] : 9 : 1
DP4   R0.z, v[0], c[2];
DP4   R0.x, v[0], c[0];
DP4   R0.y, v[0], c[1];
DP3   R0.w, R0, R0;
RSQ   R0.w, R0.w;
RCP   R0.w, R0.w;
MUL   R1.x, R0.w, c[8].z;
MAD   R1.y, R0.w, c[8], c[8].x;
MAD   R0.w, R1.x, R0, R1.y;
RSQ   R0.w, R0.w;
MUL   R0.w, R0, c[10].x;
MIN   R1.x, R0.w, c[9].y;
DP4   R0.w, v[0], c[3];
MAX   o[PSIZ].x, R1, c[9];
DP4   o[HPOS].w, R0, c[7];
DP4   o[HPOS].z, R0, c[6];
DP4   o[HPOS].y, R0, c[5];
DP4   o[HPOS].x, R0, c[4];
MOV   o[COL0], v[3];
END
# 19 instructions, 0 R-regs
