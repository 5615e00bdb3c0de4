!!ARBvp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbvp1
# source file: tests/shaders/stdlib/scalar_geometric.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbvp1
#program vmain
#semantic vmain.mvp
#semantic vmain.waterLevel
#var float4 position : $vin.POSITION : POSITION : 0 : 1
#var float4 blend : $vin.TEXCOORD0 : TEXCOORD0 : 1 : 1
#var float4x4 mvp :  : c[1], 4 : 2 : 1
#var float waterLevel :  : c[5] : 3 : 1
#var float4 hpos : $vout.POSITION : HPOS : 4 : 1
#var float4 fog : $vout.TEXCOORD0 : TEX0 : 5 : 1
#const c[0] = 0.5 0
PARAM c[6] = { { 0.5, 0 },
		program.local[1..5] };
TEMP R0;
ADD R0.x, -vertex.position.y, c[5];
SLT R0.z, vertex.position.y, c[5].x;
SLT R0.y, c[0], -R0.x;
ADD result.texcoord[0].z, R0.y, -R0;
SLT R0.y, c[0], vertex.texcoord[0].z;
SLT R0.z, vertex.texcoord[0], c[0].y;
ADD R0.z, R0.y, -R0;
ABS R0.y, vertex.texcoord[0].x;
ADD result.texcoord[0].w, R0.y, R0.z;
ADD R0.y, vertex.texcoord[0].w, -c[0].x;
DP4 result.position.w, vertex.position, c[4];
DP4 result.position.z, vertex.position, c[3];
DP4 result.position.y, vertex.position, c[2];
DP4 result.position.x, vertex.position, c[1];
ABS result.texcoord[0].x, R0;
ABS result.texcoord[0].y, R0;
END
# 16 instructions, 1 R-regs
