!!ARBvp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbvp1
# source file: tests/shaders/flow/early_return_cull.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbvp1
#program main
#semantic main.mvp
#semantic main.center
#semantic main.radius
#var float4 pos : $vin.POSITION : POSITION : 0 : 1
#var float4 color : $vin.COLOR0 : COLOR0 : 1 : 1
#var float4x4 mvp :  : c[1], 4 : 2 : 1
#var float3 center :  : c[5] : 3 : 1
#var float radius :  : c[6] : 4 : 1
#var float4 main.hpos : $vout.POSITION : HPOS : -1 : 1
#var float4 main.color : $vout.COLOR0 : COL0 : -1 : 1
#const c[0] = -1 1
PARAM c[7] = { { -1, 1 },
		program.local[1..6] };
TEMP R0;
TEMP R1;
TEMP R2;
TEMP R3;
TEMP R4;
ADD R0.xyz, -vertex.position, c[5];
DP3 R0.x, R0, R0;
RSQ R0.x, R0.x;
RCP R3.x, R0.x;
SLT R3.y, c[6].x, R3.x;
MAD R0, -R1, R3.y, R1;
RCP R3.z, c[6].x;
MAD R2, R3.y, -R2, R2;
MAD R4.x, R3.y, c[0], c[0].y;
MAD R3.x, -R3, R3.z, c[0].y;
MAD R3, vertex.color, R3.x, -R2;
DP4 R1.w, vertex.position, c[4];
DP4 R1.z, vertex.position, c[3];
DP4 R1.y, vertex.position, c[2];
DP4 R1.x, vertex.position, c[1];
ADD R1, R1, -R0;
MAD result.position, R1, R4.x, R0;
MAD result.color, R4.x, R3, R2;
END
# 18 instructions, 5 R-regs
