!!ARBvp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbvp1
# source file: tests/header/038_vertex_outputs.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbvp1
#program main
#var float4 p : $vin.POSITION : POSITION : 0 : 1
#var float4 main.pos : $vout.POSITION : HPOS : -1 : 1
#var float4 main.c0 : $vout.COLOR0 : COL0 : -1 : 1
#var float4 main.c1 : $vout.COLOR1 : COL1 : -1 : 1
#var float4 main.b0 : $vout.BCOL0 : BCOL0 : -1 : 1
#var float4 main.b1 : $vout.BCOL1 : BCOL1 : -1 : 1
#var float4 main.t0 : $vout.TEXCOORD0 : TEX0 : -1 : 1
#var float4 main.t3 : $vout.TEXCOORD3 : TEX3 : -1 : 1
#var float4 main.t7 : $vout.TEXCOORD7 : TEX7 : -1 : 1
#var float main.fog : $vout.FOG : FOGC : -1 : 1
#var float main.psz : $vout.PSIZE : PSIZ : -1 : 1
MOV result.position, vertex.position;
MOV result.color, vertex.position;
MOV result.color.secondary, vertex.position.yxzw;
MOV result.color.back, vertex.position.zyxw;
MOV result.color.back.secondary, vertex.position.wzyx;
MOV result.texcoord[0], vertex.position;
MOV result.texcoord[3], vertex.position.x;
MOV result.texcoord[7], vertex.position.y;
MOV result.fogcoord.x, vertex.position.z;
MOV result.pointsize.x, vertex.position.w;
END
# 10 instructions, 0 R-regs
