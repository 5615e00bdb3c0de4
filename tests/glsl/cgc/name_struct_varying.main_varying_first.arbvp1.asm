!!ARBvp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbvp1
# source file: tests/glsl/cases/name_struct_varying.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbvp1
#program main_varying_first
#semantic main_varying_first.u
#var float4 vin.x : $vin.POSITION : POSITION : 0 : 1
#var float4 vin.t : $vin.TEXCOORD0 :  : 0 : 0
#var float4 u.x :  : c[1] : 1 : 1
#var float4 main_varying_first.x : $vout.POSITION : HPOS : -1 : 1
PARAM c[2] = { program.local[0..1] };
ADD result.position, vertex.position, c[1];
END
# 1 instructions, 0 R-regs
