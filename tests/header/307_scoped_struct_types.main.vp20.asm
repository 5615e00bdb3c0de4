!!VP1.1
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile vp20
# source file: tests/header/307_scoped_struct_types.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile vp20
#program main
#semantic single
#semantic several
#semantic holder
#semantic mvp
#var float4 i.p : $vin.POSITION : ATTR0 : 0 : 1
#var float4 i.c : $vin.COLOR0 : ATTR3 : 0 : 1
#var float4 single.p : POSITION : c[4] : -1 : 1
#var float4 single.c : COLOR0 :  : -1 : 0
#var float4 several[0].p : POSITION :  : -1 : 0
#var float4 several[0].c : COLOR0 :  : -1 : 0
#var float4 several[1].p : POSITION :  : -1 : 0
#var float4 several[1].c : COLOR0 : c[5] : -1 : 1
#var float4 holder.held.p : POSITION : c[6] : -1 : 1
#var float4 holder.held.c : COLOR0 :  : -1 : 0
#var float4x4 mvp :  : c[0], 4 : -1 : 1
#var float4 main.p : $vout.POSITION : HPOS : -1 : 1
#var float4 main.c : $vout.COLOR0 : COL0 : -1 : 1
#var float4 main.t : $vout.TEXCOORD0 : TEX0 : -1 : 1
ADD   R0, v[0], c[4];
DP4   o[HPOS].w, R0, c[3];
DP4   o[HPOS].z, R0, c[2];
DP4   o[HPOS].y, R0, c[1];
DP4   o[HPOS].x, R0, c[0];
MOV   R0, c[6];
MOV   o[COL0], v[3];
MUL   o[TEX0], R0, c[5];
END
# 8 instructions, 0 R-regs
