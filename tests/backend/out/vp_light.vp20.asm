!!VP1.1
# cgrs back-end test: vp_light.cg
#profile vp20
#program main
#semantic main.mvp
#semantic main.l
#var float4 p : $vin.POSITION : ATTR0 : 0 : 1
#var float3 n : $vin.NORMAL : ATTR2 : 1 : 1
#var float4x4 mvp :  : c[0], 4 : 2 : 1
#var float3 l :  : c[4] : 3 : 1
#var float4 main.pos : $vout.POSITION : HPOS : -1 : 1
#var float4 main.col : $vout.COLOR0 : COL0 : -1 : 1
#const c[5] = 0
DP4   o[HPOS].x, c[0], v[0];
DP4   o[HPOS].y, c[1], v[0];
DP4   o[HPOS].z, c[2], v[0];
DP4   o[HPOS].w, c[3], v[0];
DP3   R0.x, v[2], c[4];
MAX   o[COL0], R0.x, c[5].x;
END
# 6 instructions, 1 R-regs
