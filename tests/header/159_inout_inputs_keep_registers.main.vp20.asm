!!VP1.1
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile vp20
# source file: tests/header/159_inout_inputs_keep_registers.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile vp20
#program main
#var float4 position : $vin.POSITION : ATTR0 : 0 : 1
#var float4 clip : $vout.POSITION : HPOS : 1 : 1
#var float4 tint : $vin.TEXCOORD3 : TEXCOORD3 : 2 : 0
#var float4 pair.first : $vin.TEXCOORD5 : TEXCOORD5 : 3 : 0
#var float4 pair.second : $vin.TEXCOORD6 : TEXCOORD6 : 3 : 1
#var float4 unused : $vin.TEXCOORD4 :  : 4 : 0
#const c[0] = 2 0.5 1
MUL   o[TEX3], v[0], c[0].x;
MUL   o[TEX5], v[0], c[0].y;
ADD   o[TEX6], v[14], c[0].z;
MOV   o[HPOS], v[0];
END
# 4 instructions, 0 R-regs
