!!ARBvp1.0
# cgrs back-end test: vp_rowmul.cg
#profile arbvp1
#program main
#semantic main.m
#var float4 p : $vin.POSITION : POSITION : 0 : 1
#var float4x4 m :  : c[1], 4 : 1 : 1
#var float4 main : $vout.POSITION : HPOS : -1 : 1
PARAM c[5] = { program.local[0..4] };
TEMP R0;
MUL R0, vertex.position.x, c[1];
MAD R0, vertex.position.y, c[2], R0;
MAD R0, vertex.position.z, c[3], R0;
MAD result.position, vertex.position.w, c[4], R0;
END
# 4 instructions, 1 R-regs
