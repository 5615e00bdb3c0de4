!!VP2.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile vp30
# source file: tests/header/078_struct_param_output_and_uniform.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile vp30
#program main
#semantic main.mat
#var float4 p : $vin.POSITION : ATTR0 : 0 : 1
#var float4 mat.diffuse :  : c[0] : 1 : 1
#var float4 mat.ambient :  : c[1] : 1 : 1
#var float4 o.pos : $vout.POSITION : HPOS : 2 : 1
#var float4 o.col : $vout.COLOR0 : COL0 : 2 : 1
BB0:
MOV   R0, c[1];
MOV   o[HPOS], v[0];
ADD   o[COL0], c[0], R0;
END
# 3 instructions, 1 R-regs
