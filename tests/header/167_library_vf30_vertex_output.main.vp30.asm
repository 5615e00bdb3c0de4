!!VP2.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile vp30
# source file: tests/header/167_library_vf30_vertex_output.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile vp30
#program main
#semantic main.k
#var float4 p : $vin.POSITION : ATTR0 : 0 : 1
#var float4 c : $vin.COLOR0 : ATTR3 : 1 : 1
#var float4 k :  : c[0] : 2 : 1
#var float4 main.HPOS : $vout.HPOS : HPOS : -1 : 1
#var float4 main.COL0 : $vout.COL0 :  : -1 : 0
#var float4 main.COL1 : $vout.COL1 :  : -1 : 0
#var float4 main.BCOL0 : $vout.BCOL0 :  : -1 : 0
#var float4 main.BCOL1 : $vout.BCOL1 : BCOL1 : -1 : 1
#var float main.FOGC : $vout.FOGC :  : -1 : 0
#var float main.PSIZ : $vout.PSIZ :  : -1 : 0
#var float main.CLP0 : $vout.CLP0 :  : -1 : 0
#var float main.CLP1 : $vout.CLP1 :  : -1 : 0
#var float main.CLP2 : $vout.CLP2 : CLP2 : -1 : 1
#var float main.CLP3 : $vout.CLP3 :  : -1 : 0
#var float main.CLP4 : $vout.CLP4 :  : -1 : 0
#var float main.CLP5 : $vout.CLP5 :  : -1 : 0
#var float4 main.TEX0 : $vout.TEX0 :  : -1 : 0
#var float4 main.TEX1 : $vout.TEX1 :  : -1 : 0
#var float4 main.TEX2 : $vout.TEX2 :  : -1 : 0
#var float4 main.TEX3 : $vout.TEX3 :  : -1 : 0
#var float4 main.TEX4 : $vout.TEX4 :  : -1 : 0
#var float4 main.TEX5 : $vout.TEX5 :  : -1 : 0
#var float4 main.TEX6 : $vout.TEX6 :  : -1 : 0
#var float4 main.TEX7 : $vout.TEX7 : TEX7 : -1 : 1
BB0:
MOV   o[HPOS], v[0];
MUL   o[BFC1], v[3], c[0];
MOV   o[TEX7], v[0].wzyx;
DP4   o[CLP2].x, v[0], c[0];
END
# 4 instructions, 0 R-regs
