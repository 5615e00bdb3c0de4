!!ARBvp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbvp1
# source file: tests/glsl/cases/sem_vout_all.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbvp1
#program main
#semantic main.mvp
#var float4 p : $vin.POSITION : POSITION : 0 : 1
#var float4 c : $vin.COLOR0 : COLOR0 : 1 : 1
#var float4x4 mvp :  : c[1], 4 : 2 : 1
#var float4 main.position : $vout.POSITION : HPOS : -1 : 1
#var float4 main.color : $vout.COLOR0 : COL0 : -1 : 1
#var float4 main.specular : $vout.COLOR1 : COL1 : -1 : 1
#var float4 main.back : $vout.BCOL0 : BCOL0 : -1 : 1
#var float4 main.backSpec : $vout.BCOL1 : BCOL1 : -1 : 1
#var float4 main.t0 : $vout.TEXCOORD0 : TEX0 : -1 : 1
#var float3 main.t1 : $vout.TEXCOORD1 : TEX1 : -1 : 1
#var float2 main.t2 : $vout.TEXCOORD2 : TEX2 : -1 : 1
#var float main.t3 : $vout.TEXCOORD3 : TEX3 : -1 : 1
#var float4 main.t4 : $vout.TEXCOORD4 : TEX4 : -1 : 1
#var float4 main.t5 : $vout.TEXCOORD5 : TEX5 : -1 : 1
#var float4 main.t6 : $vout.TEXCOORD6 : TEX6 : -1 : 1
#var float4 main.t7 : $vout.TEXCOORD7 : TEX7 : -1 : 1
#var float main.fog : $vout.FOG : FOGC : -1 : 1
#var float main.psize : $vout.PSIZE : PSIZ : -1 : 1
#const c[0] = 1 0.5 2 3
#const c[5] = 4 5
PARAM c[6] = { { 1, 0.5, 2, 3 },
		program.local[1..4],
		{ 4, 5 } };
TEMP R0;
DP4 R0.x, vertex.position, c[3];
MOV result.color, vertex.color;
MOV result.color.secondary, vertex.color.wzyx;
ADD result.color.back, -vertex.color, c[0].x;
MUL result.color.back.secondary, vertex.color, c[0].y;
MOV result.texcoord[0], vertex.position;
MUL result.texcoord[4], vertex.position, c[0].z;
MUL result.texcoord[5], vertex.position, c[0].w;
MUL result.texcoord[6], vertex.position, c[5].x;
MUL result.texcoord[7], vertex.position, c[5].y;
MOV result.texcoord[1].xyz, vertex.position;
MOV result.texcoord[2].xy, vertex.position;
DP4 result.position.w, vertex.position, c[4];
MOV result.position.z, R0.x;
DP4 result.position.y, vertex.position, c[2];
DP4 result.position.x, vertex.position, c[1];
MOV result.texcoord[3].x, vertex.position.w;
MOV result.fogcoord.x, R0;
MOV result.pointsize.x, c[5];
END
# 19 instructions, 1 R-regs
