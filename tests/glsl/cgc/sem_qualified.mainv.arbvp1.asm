!!ARBvp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbvp1
# source file: tests/glsl/cases/sem_qualified.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbvp1
#program mainv
#semantic tint : C4
#semantic scale
#var float4 p : $vin.POSITION : POSITION : 0 : 1
#var float4 t : $vin.TEXCOORD2 : TEXCOORD2 : 1 : 1
#var float4 c : $vin.COLOR0 : COLOR0 : 2 : 1
#var float4 tint : C4 : c[4] : -1 : 1
#var float4 scale :  :  : -1 : 0
#var float4 mainv.pos : $vout.POSITION : HPOS : -1 : 1
#var float4 mainv.uv : $vout.TEXCOORD3 : TEX3 : -1 : 1
#var float4 mainv.col : $vout.COLOR1 : COL1 : -1 : 1
PARAM c[5] = { program.local[0..4] };
MOV result.position, vertex.position;
MUL result.texcoord[3], vertex.texcoord[2], c[4];
MOV result.color.secondary, vertex.color;
END
# 3 instructions, 0 R-regs
