!!VP1.1
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile vp20
# source file: tests/header/225_struct_copy_nested.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile vp20
#program main
#semantic s
#var float4 v.p : $vin.POSITION : ATTR0 : 0 : 1
#var float4 v.inner.a : $vin.TEXCOORD2 : TEXCOORD2 : 0 : 0
#var float4 v.inner.b : $vin.TEXCOORD3 : TEXCOORD3 : 0 : 0
#var float4 v.t[0] : $vin.TEXCOORD4 : TEXCOORD4 : 0 : 0
#var float4 v.t[1] : $vin.TEXCOORD5 : TEXCOORD5 : 0 : 0
#var float4 v.c : $vin.COLOR0 : ATTR3 : 0 : 0
#var float4 s :  : c[0] : -1 : 1
#var float4 main : $vout.POSITION : HPOS : -1 : 1
MOV   o[HPOS].yzw, v[0];
MOV   o[HPOS].x, c[0];
END
# 2 instructions, 0 R-regs
