!!ARBfp1.0
# cgrs back-end test: fp_normal.cg
#profile arbfp1
#program main
#semantic main.diffuse
#var float3 n : $vin.TEXCOORD0 : TEX0 : 0 : 1
#var float3 l : $vin.TEXCOORD1 : TEX1 : 1 : 1
#var float4 diffuse :  : c[0] : 2 : 1
#var float4 main : $vout.COLOR : COL : -1 : 1
#const c[1] = 0.5 1
PARAM c[2] = { program.local[0],
		{ 0.5, 1 } };
TEMP R0;
TEMP R1;
DP3 R0.x, fragment.texcoord[0], fragment.texcoord[0];
RSQ R0.x, R0.x;
MUL R0.xyz, fragment.texcoord[0], R0.x;
DP3_SAT R0.w, R0.xyzz, fragment.texcoord[1].xyzz;
MAD R1.xyz, R0, c[1].x, c[1].x;
MOV R1.w, c[1].y;
MAD result.color, c[0], R0.w, R1;
END
# 7 instructions, 2 R-regs
