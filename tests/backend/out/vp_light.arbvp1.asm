!!ARBvp1.0
# cgrs back-end test: vp_light.cg
#profile arbvp1
#program main
#semantic main.mvp
#semantic main.l
#var float4 p : $vin.POSITION : POSITION : 0 : 1
#var float3 n : $vin.NORMAL : NORMAL : 1 : 1
#var float4x4 mvp :  : c[1], 4 : 2 : 1
#var float3 l :  : c[5] : 3 : 1
#var float4 main.pos : $vout.POSITION : HPOS : -1 : 1
#var float4 main.col : $vout.COLOR0 : COL0 : -1 : 1
#const c[0] = 0
PARAM c[6] = { { 0 },
		program.local[1..5] };
TEMP R0;
DP4 result.position.x, c[1], vertex.position;
DP4 result.position.y, c[2], vertex.position;
DP4 result.position.z, c[3], vertex.position;
DP4 result.position.w, c[4], vertex.position;
DP3 R0.x, vertex.normal, c[5];
MAX result.color, R0.x, c[0].x;
END
# 6 instructions, 1 R-regs
