!!VP2.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile vp30
# source file: tests/header/367_assigned_input_arrays_and_matrices.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile vp30
#program main
#semantic main.k
#var float4 a : $vin.TEXCOORD0 : TEXCOORD0 : 0 : 0
#var float4 m[0] :  :  : 1 : 0
#var float4 m[1] : $vin.TEXCOORD2 : TEXCOORD2 : 1 : 0
#var float2x4 rows : $vin.TEXCOORD3 : TEXCOORD3, 2 : 2 : 0
#var float4 c : $vin.TEXCOORD5 : TEXCOORD5 : 3 : 0
#var float4 k :  : c[0] : 4 : 1
#var float4 main : $vout.POSITION : HPOS : -1 : 1
BB0:
MOV   o[HPOS], c[0];
END
# 1 instructions, 0 R-regs
