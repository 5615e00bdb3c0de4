!!ARBvp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbvp1
# source file: tests/shaders/fragment/volume_transfer_min_max.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbvp1
#program vmain
#semantic vmain.modelViewProj
#semantic vmain.lightDir
#semantic volume
#semantic transfer
#semantic material
#var float4 position : $vin.POSITION : POSITION : 0 : 1
#var float3 normal : $vin.NORMAL : NORMAL : 1 : 1
#var float4x4 modelViewProj :  : c[1], 4 : 2 : 1
#var float3 lightDir :  : c[5] : 3 : 1
#var float4 oPosition : $vout.POSITION : HPOS : 4 : 1
#var float4 oColor : $vout.COLOR0 : COL0 : 5 : 1
#var sampler3D volume :  :  : -1 : 0
#var sampler2D transfer :  :  : -1 : 0
#var float4 material :  :  : -1 : 0
#const c[0] = 0 1 0.5
PARAM c[6] = { { 0, 1, 0.5 },
		program.local[1..5] };
TEMP R0;
DP3 R0.x, vertex.normal, c[5];
MAX R0.y, R0.x, c[0].x;
MIN R0.x, R0, c[0].z;
MIN result.color.xyz, R0.y, c[0].y;
DP4 result.position.w, vertex.position, c[4];
DP4 result.position.z, vertex.position, c[3];
DP4 result.position.y, vertex.position, c[2];
DP4 result.position.x, vertex.position, c[1];
MAX result.color.w, R0.x, c[0].x;
END
# 9 instructions, 1 R-regs
