!!ARBvp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -quiet -profile arbvp1
# source file: tests/vm/cg/vs_fog.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbvp1
#program main
#semantic main.mv
#semantic main.proj
#semantic main.fogDensity
#var float4 p : $vin.POSITION : POSITION : 0 : 1
#var float4x4 mv :  : c[1], 4 : 1 : 1
#var float4x4 proj :  : c[5], 4 : 2 : 1
#var float fogDensity :  : c[9] : 3 : 1
#var float4 hpos : $vout.POSITION : HPOS : 4 : 1
#var float fog : $vout.FOG : FOGC : 5 : 1
#var float psize : $vout.PSIZE : PSIZ : 6 : 1
#const c[0] = 2 0.1
PARAM c[10] = { { 2, 0.1 },
		program.local[1..9] };
TEMP R0;
TEMP R1;
DP4 R1.x, vertex.position, c[3];
MOV R0.z, R1.x;
DP4 R0.x, vertex.position, c[1];
DP4 R0.y, vertex.position, c[2];
DP4 R0.w, vertex.position, c[4];
DP3 R1.y, R0, R0;
RSQ R1.y, R1.y;
RCP R1.y, R1.y;
MUL R1.y, R1, -c[9].x;
DP4 result.position.w, R0, c[8];
DP4 result.position.z, R0, c[7];
DP4 result.position.y, R0, c[6];
DP4 result.position.x, R0, c[5];
EX2 result.fogcoord.x, R1.y;
MAD result.pointsize.x, R1, c[0].y, c[0];
END
# 15 instructions, 2 R-regs
