!!VP1.1
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile vp20
# source file: tests/header/140_vertex_samplers.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile vp20
#program main
#semantic main.mvp
#semantic main.local : TEXUNIT3
#semantic scene : TEXUNIT0
#semantic samplerPrec : TEXUNIT1
#semantic detail : TEXUNIT2
#var float4 p : $vin.POSITION : ATTR0 : 0 : 1
#var float4x4 mvp :  : c[0], 4 : 1 : 1
#var sampler2D local : TEXUNIT3 :  : 2 : 0
#var float4 oPos : $vout.POSITION : HPOS : 3 : 1
#var sampler scene : TEXUNIT0 :  : -1 : 0
#var sampler samplerPrec : TEXUNIT1 :  : -1 : 0
#var sampler2D detail : TEXUNIT2 :  : -1 : 0
DP4   o[HPOS].w, v[0], c[3];
DP4   o[HPOS].z, v[0], c[2];
DP4   o[HPOS].y, v[0], c[1];
DP4   o[HPOS].x, v[0], c[0];
END
# 4 instructions, 0 R-regs
