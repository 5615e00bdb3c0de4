!!ARBvp1.0
# cgrs back-end test: vp_spec.cg
#profile arbvp1
#program main
#semantic main.mvp
#semantic main.l
#semantic main.h
#semantic main.shininess
#var float4 p : $vin.POSITION : POSITION : 0 : 1
#var float3 n : $vin.NORMAL : NORMAL : 1 : 1
#var float4x4 mvp :  : c[1], 4 : 2 : 1
#var float3 l :  : c[5] : 3 : 1
#var float3 h :  : c[6] : 4 : 1
#var float shininess :  : c[7] : 5 : 1
#var float4 opos : $vout.POSITION : HPOS : 6 : 1
#var float4 ocol : $vout.COLOR0 : COL0 : 7 : 1
#const c[0] = 0 1
PARAM c[8] = { { 0, 1 },
		program.local[1..7] };
TEMP R0;
TEMP R1;
DP4 result.position.x, c[1], vertex.position;
DP4 result.position.y, c[2], vertex.position;
DP4 result.position.z, c[3], vertex.position;
DP4 result.position.w, c[4], vertex.position;
DP3 R0.x, vertex.normal, vertex.normal;
RSQ R0.x, R0.x;
MUL R0.xyz, vertex.normal, R0.x;
DP3 R0.w, R0.xyzz, c[5].xyzz;
MAX R1.xyz, R0.w, c[0].x;
DP3 R0.x, R0, c[6];
MAX R0.x, R0.x, c[0].x;
POW R0.x, R0.x, c[7].x;
MOV R1.w, c[0].y;
ADD result.color, R1, R0.x;
END
# 14 instructions, 2 R-regs
