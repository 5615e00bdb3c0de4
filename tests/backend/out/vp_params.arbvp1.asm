!!ARBvp1.0
# cgrs back-end test: vp_params.cg
#profile arbvp1
#program main
#semantic main.a
#semantic main.b
#var float4 p : $vin.POSITION : POSITION : 0 : 1
#var float4 c : $vin.COLOR0 : COLOR0 : 1 : 1
#var float4 a :  : c[0] : 2 : 1
#var float4 b :  : c[1] : 3 : 1
#var float4 col : $vout.COLOR0 : COL0 : 4 : 1
#var float4 main : $vout.POSITION : HPOS : -1 : 1
#const c[2] = 0.5
PARAM c[3] = { program.local[0..1],
		{ 0.5 } };
TEMP R0;
MUL R0, vertex.color, c[2].x;
MAD result.color, c[0], c[1], R0;
MOV result.position, vertex.position;
END
# 3 instructions, 1 R-regs
