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
TEMP R2;
MUL R0.x, vertex.position.x, c[0].x;
FRC R0.y, R0.x;
ADD R1.xyz, -R0.y, c[0].yzwy;
MUL R1.xyz, R1, R1;
MUL R2.xyz, R1, c[1].xyxx;
ADD R2.xyz, R2, c[1].zwzz;
MAD R2.xyz, R2, R1, c[2].xyxx;
MAD R2.xyz, R2, R1, c[2].zwzz;
MAD R2.xyz, R2, R1, c[3].xyxx;
MAD R1.xyz, R2, R1, c[3].zwzz;
SLT R0.x, R0.y, c[4].x;
SGE R0.yz, R0.y, c[4].yyzy;
DP3 R0.y, R0, c[3].zwzz;
DP3 R0.z, R1, -R0;
ADD result.position, vertex.position, R0.z;
END
# 15 instructions, 3 R-regs
