!!ARBvp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbvp1
# source file: tests/header/225_struct_copy_nested.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbvp1
#program main
#semantic s
#var float4 v.p : $vin.POSITION : POSITION : 0 : 1
#var float4 v.inner.a : $vin.TEXCOORD2 : TEXCOORD2 : 0 : 0
#var float4 v.inner.b : $vin.TEXCOORD3 : TEXCOORD3 : 0 : 0
#var float4 v.t[0] : $vin.TEXCOORD4 : TEXCOORD4 : 0 : 0
#var float4 v.t[1] : $vin.TEXCOORD5 : TEXCOORD5 : 0 : 0
#var float4 v.c : $vin.COLOR0 : COLOR0 : 0 : 0
#var float4 s :  : c[1] : -1 : 1
#var float4 main : $vout.POSITION : HPOS : -1 : 1
PARAM c[2] = { program.local[0..1] };
MOV result.position.yzw, vertex.position;
MOV result.position.x, c[1];
END
# 2 instructions, 0 R-regs
