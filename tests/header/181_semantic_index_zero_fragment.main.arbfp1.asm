!!ARBfp1.0
OPTION ATI_draw_buffers;
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbfp1
# source file: tests/header/181_semantic_index_zero_fragment.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbfp1
#program main
#var float4 w : $vin.WPOS0 : WPOS : 0 : 1
#var float f : $vin.FOG0 : FOGC : 1 : 1
#var float4 t : $vin.TEXCOORD00 : TEX0 : 2 : 1
#var float4 c : $vin.COL : COL0 : 3 : 1
#var float4 t5 : $vin.TEX05 : TEX5 : 4 : 1
#var float4 main.c : $vout.COLOR00 : COL : -1 : 1
#var float4 main.c3 : $vout.COLOR03 : COL3 : -1 : 1
#var float main.z : $vout.DEPTH0 : DEPR : -1 : 1
TEMP R0;
TEMP R1;
MOV R0.y, fragment.position.x;
MOV R0.x, fragment.fogcoord;
MUL R1, fragment.texcoord[0], R0.y;
MUL result.color[3], fragment.texcoord[5], R0.x;
ADD result.color, R1, fragment.color.primary;
MOV result.depth.z, fragment.texcoord[0];
END
# 6 instructions, 2 R-regs
