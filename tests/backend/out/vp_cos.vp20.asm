!!VP1.1
# cgrs back-end test: vp_cos.cg
#profile vp20
#program main
#semantic main.t
#var float4 p : $vin.POSITION : ATTR0 : 0 : 1
#var float t :  :  : 1 : 0
#var float4 main : $vout.POSITION : HPOS : -1 : 1
#const c[0] = 0.15915491 0 0.5 1
#const c[1] = 24.980801 -24.980801 -60.145809 60.145809
#const c[2] = 85.453789 -85.453789 -64.939346 64.939346
#const c[3] = 19.73921 -19.73921 -1 1
#const c[4] = 0.25 -9 0.75
MUL   R0.x, v[0].x, c[0].x;
EXP   R0.y, R0.x;
ADD   R0.xzw, -R0.y, c[0].yyzw;
MUL   R0.xzw, R0.xxzw, R0.xxzw;
MUL   R1.xyz, R0.xzww, c[1].xyxx;
ADD   R1.xyz, R1, c[1].zwzz;
MAD   R1.xyz, R1.xyzz, R0.xzww, c[2].xyxx;
MAD   R1.xyz, R1.xyzz, R0.xzww, c[2].zwzz;
MAD   R1.xyz, R1.xyzz, R0.xzww, c[3].xyxx;
MAD   R0.xzw, R1.xxyz, R0.xxzw, c[3].zzwz;
SLT   R1.x, R0.y, c[4].x;
SGE   R1.yz, R0.y, c[4].yyzy;
DP3   R1.y, R1, c[3].zwzz;
DP3   R0.x, R0.xzww, -R1.xyzz;
ADD   o[HPOS], v[0], R0.x;
END
# 15 instructions, 2 R-regs
