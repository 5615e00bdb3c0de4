!!VP2.0
OPTION NV_position_invariant;
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -po PosInv -profile vp30
# source file: tests/header/004_po_posinv.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile vp30
#program main
#semantic main.mvp
#var float4 p : $vin.POSITION : ATTR0 : 0 : 0
#var float4 c : $vin.COLOR0 : ATTR3 : 1 : 1
#var float4x4 mvp :  : c[0], 4 : 2 : 0
#var float4 main.pos : $vout.POSITION : HPOS : -1 : 0
#var float4 main.col : $vout.COLOR0 : COL0 : -1 : 1
BB0:
MOV   o[COL0], v[3];
END
# 1 instructions, 0 R-regs
