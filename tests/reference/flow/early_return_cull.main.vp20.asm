!!VP1.1
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile vp20
# source file: tests/shaders/flow/early_return_cull.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile vp20
#program main
#semantic main.mvp
#semantic main.center
#semantic main.radius
#var float4 pos : $vin.POSITION : ATTR0 : 0 : 1
#var float4 color : $vin.COLOR0 : ATTR3 : 1 : 1
#var float4x4 mvp :  : c[0], 4 : 2 : 1
#var float3 center :  : c[4] : 3 : 1
#var float radius :  : c[5] : 4 : 1
#var float4 main.hpos : $vout.POSITION : HPOS : -1 : 1
#var float4 main.color : $vout.COLOR0 : COL0 : -1 : 1
#const c[6] = 0 1
ADD   R1.xyz, -v[0], c[4];
DP3   R1.x, R1, R1;
RSQ   R1.x, R1.x;
RCP   R3.x, R1.x;
SLT   R1.x, c[5], R3;
MAX   R1.y, -R1.x, R1.x;
MAX   R1.z, -R1.x, R1.x;
SLT   R1.y, c[6].x, R1;
ADD   R1.x, -R1.y, c[6].y;
SLT   R1.y, c[6].x, R1.z;
MAX   R1.x, -R1, R1;
SLT   R3.y, c[6].x, R1.x;
ADD   R3.z, -R1.y, c[6].y;
MUL   R1, R3.z, R0;
ADD   R3.w, -R3.y, c[6].y;
MUL   R2, R3.w, R1;
DP4   R1.w, v[0], c[3];
DP4   R1.z, v[0], c[2];
DP4   R1.y, v[0], c[1];
DP4   R1.x, v[0], c[0];
MAD   o[HPOS], R3.y, R1, R2;
RCP   R1.x, c[5].x;
MUL   R0, R3.z, R0;
MAD   R2.x, -R3, R1, c[6].y;
MUL   R1, R3.w, R0;
MUL   R0, v[3], R2.x;
MAD   o[COL0], R3.y, R0, R1;
END
# 27 instructions, 0 R-regs
