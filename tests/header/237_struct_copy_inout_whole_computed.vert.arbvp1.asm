!!ARBvp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbvp1
# source file: tests/header/237_struct_copy_inout_whole_computed.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbvp1
#program vert
#semantic _WaveAndDistance
#semantic mvp
#var float4 v.vertex : $vin.POSITION : POSITION : 0 : 1
#var float4 v.tangent : $vin.TANGENT : ATTR14 : 0 : 0
#var float3 v.normal : $vin.NORMAL : NORMAL : 0 : 0
#var float4 v.color : $vin.COLOR : COLOR0 : 0 : 1
#var float4 _WaveAndDistance :  : c[5] : -1 : 1
#var float4x4 mvp :  : c[1], 4 : -1 : 1
#var float4 vert.pos : $vout.POSITION : HPOS : -1 : 1
#var float4 vert.color : $vout.COLOR : COL0 : -1 : 1
#const c[0] = 0.30000001 0.5 0.40000001 1.2
PARAM c[6] = { { 0.30000001, 0.5, 0.40000001, 1.2 },
		program.local[1..5] };
TEMP R0;
MUL R0, vertex.position.x, c[5];
FRC R0, R0;
DP4 R0.x, R0, c[0];
MUL result.color, vertex.color, R0.x;
DP4 result.position.w, vertex.position, c[4];
DP4 result.position.z, vertex.position, c[3];
DP4 result.position.y, vertex.position, c[2];
DP4 result.position.x, vertex.position, c[1];
END
# 8 instructions, 1 R-regs
