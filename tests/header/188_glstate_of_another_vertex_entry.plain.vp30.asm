!!VP2.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile vp30
# source file: tests/header/188_glstate_of_another_vertex_entry.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile vp30
#program plain
#semantic plain.mvp
#var float4 p : $vin.POSITION : ATTR0 : 0 : 1
#var float4x4 mvp :  : c[0], 4 : 1 : 1
#var float4 plain : $vout.POSITION : HPOS : -1 : 1
BB0:
DP4   o[HPOS].w, v[0], c[3];
DP4   o[HPOS].z, v[0], c[2];
DP4   o[HPOS].y, v[0], c[1];
DP4   o[HPOS].x, v[0], c[0];
END
# 4 instructions, 0 R-regs
