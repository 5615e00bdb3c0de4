!!ARBvp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbvp1
# source file: tests/shaders/stdlib/unsigned_builtins.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbvp1
#program vmain
#semantic vmain.mvp
#semantic vmain.limits
#var float4 position : $vin.POSITION : POSITION : 0 : 1
#var float4 counts : $vin.TEXCOORD0 : TEXCOORD0 : 1 : 1
#var float4x4 mvp :  : c[1], 4 : 2 : 1
#var uint2 limits :  : c[5] : 3 : 1
#var float4 hpos : $vout.POSITION : HPOS : 4 : 1
#var float4 lit : $vout.TEXCOORD0 : TEX0 : 5 : 1
#const c[0] = -1 0 1
PARAM c[6] = { { -1, 0, 1 },
		program.local[1..5] };
TEMP R0;
TEMP R1;
FLR R0.zw, vertex.texcoord[0].xyxy;
SLT R1.xy, R0.zwzw, c[0].y;
SLT R0.xy, c[0].y, R0.zwzw;
ADD R0.xy, R0, -R1;
ABS R1.x, R0;
SLT R1.x, c[0].y, R1;
ABS R1.x, R1;
SGE R1.x, c[0].y, R1;
MAD R0.x, R1, c[0], R0;
ADD result.texcoord[0].x, R0, c[0].z;
MOV result.texcoord[0].y, R0;
SLT result.texcoord[0].zw, c[5].xyxy, R0;
DP4 result.position.w, vertex.position, c[4];
DP4 result.position.z, vertex.position, c[3];
DP4 result.position.y, vertex.position, c[2];
DP4 result.position.x, vertex.position, c[1];
END
# 16 instructions, 2 R-regs
