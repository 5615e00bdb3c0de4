!!ARBvp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbvp1
# source file: tests/glsl/cases/sem_vout_short.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbvp1
#program main
#var float4 p : $vin.POSITION : POSITION : 0 : 1
#var float4 hpos : $vout.HPOS : HPOS : 1 : 1
#var float4 c0 : $vout.COL0 : COL0 : 2 : 1
#var float4 c1 : $vout.COL1 : COL1 : 3 : 1
#var float4 t0 : $vout.TEX0 : TEX0 : 4 : 1
#var float4 t3 : $vout.TEX3 : TEX3 : 5 : 1
#var float fog : $vout.FOGC : FOGC : 6 : 1
#var float4 ps : $vout.PSIZ : PSIZ : 7 : 1
#const c[0] = 2 3 4 5
PARAM c[1] = { { 2, 3, 4, 5 } };
MOV result.position, vertex.position;
MUL result.color, vertex.position, c[0].x;
MUL result.color.secondary, vertex.position, c[0].y;
MUL result.texcoord[0], vertex.position, c[0].z;
MUL result.texcoord[3], vertex.position, c[0].w;
MOV result.pointsize, vertex.position.w;
MOV result.fogcoord.x, vertex.position.z;
END
# 7 instructions, 0 R-regs
