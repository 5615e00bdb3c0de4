!!ARBvp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbvp1
# source file: tests/shaders/fragment/fx_skybox.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbvp1
#program vs_sky
#semantic vs_sky.view
#semantic vs_sky.proj
#var float4 pos : $vin.POSITION : POSITION : 0 : 1
#var float4 oPos : $vout.POSITION : HPOS : 1 : 1
#var float3 dir : $vout.TEXCOORD0 : TEX0 : 2 : 1
#var float4x4 view :  : c[1], 4 : 3 : 1
#var float4x4 proj :  : c[5], 4 : 4 : 1
#const c[0] = 1
PARAM c[9] = { { 1 },
		program.local[1..8] };
TEMP R0;
TEMP R1;
DP3 R1.x, vertex.position, c[1];
DP3 R1.y, vertex.position, c[2];
MOV R1.w, c[0].x;
DP3 R1.z, vertex.position, c[3];
DP4 R0.z, R1, c[8];
DP4 R0.x, R1, c[5];
DP4 R0.y, R1, c[6];
MOV result.position, R0.xyzz;
MOV result.texcoord[0].xyz, vertex.position;
END
# 9 instructions, 2 R-regs
