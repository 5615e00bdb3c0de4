!!VP1.1
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -quiet -profile vp20
# source file: tests/sema/cases/452_ovl_stdlib_step_scalar_edge_vector.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile vp20
#program main
#var float4 v : $vin.POSITION : ATTR0 : 0 : 1
#var float4 main : $vout.POSITION : HPOS : -1 : 1
#const c[0] = 1 0 3 2
ADD   R0.xyz, v[0].yzww, -v[0].x;
RCP   R0.x, R0.x;
MUL   R0.xy, R0.x, R0.yzzw;
MIN   R0.xy, R0, c[0].x;
MAX   R1.xy, R0, c[0].y;
MUL   R1.zw, R1.xyxy, R1.xyxy;
SGE   R0, v[0], v[0].x;
MAD   R1.xy, -R1, c[0].w, c[0].z;
MAD   o[HPOS], R1.zwzw, R1.xyxy, R0;
END
# 9 instructions, 0 R-regs
