!!ARBvp1.0
# cgrs back-end test: vp_params.cg
#profile arbvp1
#program main
#semantic main.a
#semantic main.b
#var float4 p : $vin.POSITION : POSITION : 0 : 1
#var float4 c : $vin.COLOR0 : COLOR0 : 1 : 1
#var float4 a :  : c[1] : 2 : 1
#var float4 b :  : c[2] : 3 : 1
#var float4 col : $vout.COLOR0 : COL0 : 4 : 1
#var float4 main : $vout.POSITION : HPOS : -1 : 1
#const c[0] = 0.5
PARAM c[3] = { { 0.5 },
		program.local[1..2] };
TEMP R0;
MUL R0, vertex.color, c[0].x;
MAD result.color, c[1], c[2], R0;
MOV result.position, vertex.position;
END
# 3 instructions, 1 R-regs
