!!VP1.1
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile vp20
# source file: tests/shaders/vertex/skinning_inout_past_attributes.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile vp20
#program blendNormal
#var float4 row0 : $vin.ATTR0 : ATTR0 : 0 : 1
#var float4 row1 : $vin.ATTR1 : ATTR1 : 1 : 1
#var float4 row2 : $vin.ATTR2 : ATTR2 : 2 : 1
#var float4 row3 : $vin.ATTR3 : ATTR3 : 3 : 1
#var float4 row4 : $vin.ATTR4 : ATTR4 : 4 : 1
#var float4 row5 : $vin.ATTR5 : ATTR5 : 5 : 1
#var float4 row6 : $vin.ATTR6 : ATTR6 : 6 : 1
#var float4 row7 : $vin.ATTR7 : ATTR7 : 7 : 1
#var float4 row8 : $vin.ATTR8 : ATTR8 : 8 : 1
#var float4 position : $vin.ATTR9 : ATTR9 : 9 : 1
#var float4 previous : $vin.ATTR10 : ATTR10 : 10 : 1
#var float4 tangent : $vin.ATTR11 : ATTR11 : 11 : 1
#var float4 colour : $vin.ATTR12 : ATTR12 : 12 : 1
#var float4 texcoord : $vin.ATTR13 : ATTR13 : 13 : 1
#var float4 bias : $vin.ATTR14 : ATTR14 : 14 : 1
#var float weight : $vin.ATTR15 : ATTR15 : 15 : 1
#var float2 normalXY : $vin.ATTR15 : ATTR15 : 16 : 0
#var float scale : $vin.ATTR15 : ATTR15 : 17 : 0
#var float4 clipPosition : $vout.POSITION : HPOS : 18 : 1
#var float4 blendedColour : $vout.COLOR0 : COL0 : 19 : 1
#const c[0] = 1
MOV   R1, v[10];
MOV   R2, v[9];
DP4   R0.x, v[3], R1;
DP4   R0.y, R1, v[4];
DP4   R0.z, R1, v[5];
MOV   R0.w, c[0].x;
ADD   R3.x, -v[15], c[0];
MUL   R1, R3.x, R0;
DP4   R0.x, v[0], R2;
DP4   R0.y, R2, v[1];
DP4   R0.z, R2, v[2];
MOV   R0.w, c[0].x;
MAD   R0, v[15].x, R0, R1;
DP4   R1.x, v[6], R0;
DP4   R1.y, R0, v[7];
DP4   R1.z, R0, v[8];
MOV   R1.w, R0;
MUL   R1, v[15].w, R1;
MUL   R2.xy, v[11], R3.x;
MOV   R0.x, v[15];
MAD   R0.xy, R0.x, v[15], R2;
MUL   R0.zw, R0.xyxy, R0.xyxy;
ADD   R0.z, R0, R0.w;
RSQ   R0.z, R0.z;
MOV   R0.w, v[13].x;
ADD   o[HPOS], R1, v[14];
MUL   o[TEX0].xy, R0.z, R0;
MUL   o[COL0], v[12], R0.w;
END
# 28 instructions, 0 R-regs
