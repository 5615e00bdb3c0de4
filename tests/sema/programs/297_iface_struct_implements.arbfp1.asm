!!ARBfp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -quiet -profile arbfp1
# source file: tests/sema/cases/297_iface_struct_implements.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbfp1
#program main
#semantic light
#var float3 p : $vin.TEXCOORD0 : TEX0 : 0 : 1
#var float3 light.pos :  : c[0] : -1 : 1
#var float4 main : $vout.COLOR : COL : -1 : 1
#const c[1] = 1
PARAM c[2] = { program.local[0],
		{ 1 } };
TEMP R0;
ADD R0.xyz, -fragment.texcoord[0], c[0];
DP3 R0.w, R0, R0;
RSQ R0.w, R0.w;
MUL result.color.xyz, R0.w, R0;
MOV result.color.w, c[1].x;
END
# 5 instructions, 1 R-regs
