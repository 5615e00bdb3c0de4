!!ARBvp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbvp1
# source file: tests/header/078_struct_param_output_and_uniform.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbvp1
#program main
#semantic main.mat
#var float4 p : $vin.POSITION : POSITION : 0 : 1
#var float4 mat.diffuse :  : c[1] : 1 : 1
#var float4 mat.ambient :  : c[2] : 1 : 1
#var float4 o.pos : $vout.POSITION : HPOS : 2 : 1
#var float4 o.col : $vout.COLOR0 : COL0 : 2 : 1
PARAM c[3] = { program.local[0..2] };
TEMP R0;
MOV R0, c[2];
MOV result.position, vertex.position;
ADD result.color, R0, c[1];
END
# 3 instructions, 1 R-regs
