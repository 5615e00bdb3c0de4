!!ARBvp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -quiet -profile arbvp1
# source file: tests/vm/cg/vs_struct.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbvp1
#program main
#semantic main.lights
#semantic main.which
#var float4 p : $vin.POSITION : POSITION : 0 : 1
#var float3 n : $vin.NORMAL : NORMAL : 1 : 1
#var float3 lights[0].dir :  : c[1] : 2 : 1
#var float4 lights[0].col :  : c[2] : 2 : 1
#var float3 lights[1].dir :  : c[3] : 2 : 1
#var float4 lights[1].col :  : c[4] : 2 : 1
#var float3 lights[2].dir :  : c[5] : 2 : 1
#var float4 lights[2].col :  : c[6] : 2 : 1
#var int which :  : c[7] : 3 : 1
#var float4 hpos : $vout.POSITION : HPOS : 4 : 1
#var float4 col : $vout.COLOR0 : COL0 : 5 : 1
#const c[0] = 2
PARAM c[8] = { { 2 },
		program.local[1..7] };
TEMP R0;
ADDRESS A0;
MOV R0.x, c[0];
MUL R0.x, R0, c[7];
ARL A0.x, R0.x;
DP3 R0.x, vertex.normal, c[A0.x + 1];
MUL R0, c[A0.x + 2], R0.x;
MOV result.position, vertex.position;
ADD result.color, R0, c[2];
END
# 7 instructions, 1 R-regs
