!!VP1.1
# cgrs back-end test: vp_params.cg
#profile vp20
#program main
#semantic main.a
#semantic main.b
#var float4 p : $vin.POSITION : ATTR0 : 0 : 1
#var float4 c : $vin.COLOR0 : ATTR3 : 1 : 1
#var float4 a :  : c[0] : 2 : 1
#var float4 b :  : c[1] : 3 : 1
#var float4 col : $vout.COLOR0 : COL0 : 4 : 1
#var float4 main : $vout.POSITION : HPOS : -1 : 1
#const c[2] = 0.5
MUL   R0, v[3], c[2].x;
MOV   R1, c[1];
MAD   o[COL0], c[0], R1, R0;
MOV   o[HPOS], v[0];
END
# 4 instructions, 2 R-regs
