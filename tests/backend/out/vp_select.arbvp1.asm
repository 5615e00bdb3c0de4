!!ARBvp1.0
# cgrs back-end test: vp_select.cg
#profile arbvp1
#program main
#var float4 p : $vin.POSITION : POSITION : 0 : 1
#var float4 q : $vin.TEXCOORD0 : TEXCOORD0 : 1 : 1
#var float4 main : $vout.POSITION : HPOS : -1 : 1
#const c[0] = 0
PARAM c[1] = { { 0 } };
TEMP R0;
TEMP R1;
SLT R0.x, vertex.position.x, c[0].x;
SLT R1, -R0.x, c[0].x;
SGE R0, -R0.x, c[0].x;
MUL R0, vertex.texcoord[0], R0;
MAD result.position, vertex.position, R1, R0;
END
# 5 instructions, 2 R-regs
