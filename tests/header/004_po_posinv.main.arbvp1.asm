!!ARBvp1.0
OPTION ARB_position_invariant;
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -po PosInv -profile arbvp1
# source file: tests/header/004_po_posinv.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbvp1
#program main
#semantic main.mvp
#var float4 p : $vin.POSITION : POSITION : 0 : 0
#var float4 c : $vin.COLOR0 : COLOR0 : 1 : 1
#var float4x4 mvp :  : c[1], 4 : 2 : 0
#var float4 main.pos : $vout.POSITION : HPOS : -1 : 0
#var float4 main.col : $vout.COLOR0 : COL0 : -1 : 1
PARAM c[5] = { program.local[0..4] };
MOV result.color, vertex.color;
END
# 1 instructions, 0 R-regs
