!!ARBvp1.0
# cgrs back-end test: vp_skin.cg
#profile arbvp1
#program main
#semantic main.bones
#var float4 p : $vin.POSITION : POSITION : 0 : 1
#var float4 idx : $vin.BLENDINDICES : ATTR7 : 1 : 1
#var float4 bones[0] :  : c[1] : 2 : 1
#var float4 bones[1] :  : c[2] : 2 : 1
#var float4 bones[2] :  : c[3] : 2 : 1
#var float4 bones[3] :  : c[4] : 2 : 1
#var float4 bones[4] :  : c[5] : 2 : 1
#var float4 bones[5] :  : c[6] : 2 : 1
#var float4 bones[6] :  : c[7] : 2 : 1
#var float4 bones[7] :  : c[8] : 2 : 1
#var float4 main : $vout.POSITION : HPOS : -1 : 1
#const c[0] = 8 2
PARAM c[9] = { { 8, 2 },
		program.local[1..8] };
TEMP R0;
ADDRESS A0;
FRC R0.x, vertex.attrib[7].x;
MUL R0.x, R0.x, c[0].x;
ARL A0.x, R0.x;
MAD result.position, c[A0.x + 1], c[0].y, vertex.position;
END
# 4 instructions, 1 R-regs
