!!ARBvp1.0
# cgrs back-end test: vp_rowmul.cg
#profile arbvp1
#program main
#semantic main.m
#var float4 p : $vin.POSITION : POSITION : 0 : 1
#var float4x4 m :  : c[0], 4 : 1 : 1
#var float4 main : $vout.POSITION : HPOS : -1 : 1
PARAM c[4] = { program.local[0..3] };
TEMP R0;
MUL R0, vertex.position.x, c[0];
MAD R0, vertex.position.y, c[1], R0;
MAD R0, vertex.position.z, c[2], R0;
MAD result.position, vertex.position.w, c[3], R0;
END
# 4 instructions, 1 R-regs
