!!ARBvp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -quiet -profile arbvp1
# source file: tests/sema/cases/452_ovl_stdlib_step_scalar_edge_vector.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbvp1
#program main
#var float4 v : $vin.POSITION : POSITION : 0 : 1
#var float4 main : $vout.POSITION : HPOS : -1 : 1
#const c[0] = 1 0 3 2
PARAM c[1] = { { 1, 0, 3, 2 } };
TEMP R0;
TEMP R1;
ADD R0.x, vertex.position.y, -vertex.position;
ADD R0.zw, vertex.position, -vertex.position.x;
RCP R0.x, R0.x;
MUL R0.xy, R0.zwzw, R0.x;
MIN R0.xy, R0, c[0].x;
MAX R1.xy, R0, c[0].y;
MUL R1.zw, R1.xyxy, R1.xyxy;
SGE R0, vertex.position, vertex.position.x;
MAD R1.xy, -R1, c[0].w, c[0].z;
MAD result.position, R1.zwzw, R1.xyxy, R0;
END
# 10 instructions, 2 R-regs
