!!ARBvp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbvp1
# source file: tests/header/307_scoped_struct_types.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbvp1
#program main
#semantic single
#semantic several
#semantic holder
#semantic mvp
#var float4 i.p : $vin.POSITION : POSITION : 0 : 1
#var float4 i.c : $vin.COLOR0 : COLOR0 : 0 : 1
#var float4 single.p : POSITION : c[5] : -1 : 1
#var float4 single.c : COLOR0 :  : -1 : 0
#var float4 several[0].p : POSITION :  : -1 : 0
#var float4 several[0].c : COLOR0 :  : -1 : 0
#var float4 several[1].p : POSITION :  : -1 : 0
#var float4 several[1].c : COLOR0 : c[6] : -1 : 1
#var float4 holder.held.p : POSITION : c[7] : -1 : 1
#var float4 holder.held.c : COLOR0 :  : -1 : 0
#var float4x4 mvp :  : c[1], 4 : -1 : 1
#var float4 main.p : $vout.POSITION : HPOS : -1 : 1
#var float4 main.c : $vout.COLOR0 : COL0 : -1 : 1
#var float4 main.t : $vout.TEXCOORD0 : TEX0 : -1 : 1
PARAM c[8] = { program.local[0..7] };
TEMP R0;
ADD R0, vertex.position, c[5];
DP4 result.position.w, R0, c[4];
DP4 result.position.z, R0, c[3];
DP4 result.position.y, R0, c[2];
DP4 result.position.x, R0, c[1];
MOV R0, c[7];
MOV result.color, vertex.color;
MUL result.texcoord[0], R0, c[6];
END
# 8 instructions, 1 R-regs
