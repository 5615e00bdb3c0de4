!!VP2.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile vp30
# source file: tests/header/038_vertex_outputs.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile vp30
#program main
#var float4 p : $vin.POSITION : ATTR0 : 0 : 1
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
BB0:
MOV   o[HPOS], v[0];
MOV   o[COL0], v[0];
MOV   o[COL1], v[0].yxzw;
MOV   o[BFC0], v[0].zyxw;
MOV   o[BFC1], v[0].wzyx;
MOV   o[TEX0], v[0];
MOV   o[TEX3], v[0].x;
MOV   o[TEX7], v[0].y;
MOV   o[FOGC].x, v[0].z;
MOV   o[PSIZ].x, v[0].w;
END
# 10 instructions, 0 R-regs
