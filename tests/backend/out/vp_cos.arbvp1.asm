!!ARBvp1.0
# cgrs back-end test: vp_cos.cg
#profile arbvp1
#program main
#semantic main.t
#var float4 p : $vin.POSITION : POSITION : 0 : 1
#var float t :  :  : 1 : 0
#var float4 main : $vout.POSITION : HPOS : -1 : 1
#const c[0] = 0.15915491 0 0.5 1
#const c[1] = 24.980801 -24.980801 -60.145809 60.145809
#const c[2] = 85.453789 -85.453789 -64.939346 64.939346
#const c[3] = 19.73921 -19.73921 -1 1
#const c[4] = 0.25 -9 0.75
PARAM c[5] = { { 0.15915491, 0, 0.5, 1 },
		{ 24.980801, -24.980801, -60.145809, 60.145809 },
		{ 85.453789, -85.453789, -64.939346, 64.939346 },
		{ 19.73921, -19.73921, -1, 1 },
		{ 0.25, -9, 0.75 } };
TEMP R0;
TEMP R1;
MUL R0.x, vertex.position.x, c[0].x;
FRC R0.x, R0.x;
ADD R0.yzw, -R0.x, c[0].yyzw;
MUL R0.yzw, R0.yyzw, R0.yyzw;
MUL R1.xyz, R0.yzww, c[1].xyxx;
ADD R1.xyz, R1, c[1].zwzz;
MAD R1.xyz, R1.xyzz, R0.yzww, c[2].xyxx;
MAD R1.xyz, R1.xyzz, R0.yzww, c[2].zwzz;
MAD R1.xyz, R1.xyzz, R0.yzww, c[3].xyxx;
MAD R0.yzw, R1.xxyz, R0.yyzw, c[3].zzwz;
SLT R1.x, R0.x, c[4].x;
SGE R1.yz, R0.x, c[4].yyzy;
DP3 R1.y, R1, c[3].zwzz;
DP3 R0.x, R0.yzww, -R1.xyzz;
ADD result.position, vertex.position, R0.x;
END
# 15 instructions, 2 R-regs
