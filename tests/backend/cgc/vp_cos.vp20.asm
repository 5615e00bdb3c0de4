!!VP1.1
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -quiet -profile vp20
# source file: vp_cos.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile vp20
#program main
#semantic main.t
#var float4 p : $vin.POSITION : ATTR0 : 0 : 1
#var float t :  :  : 1 : 0
#var float4 main : $vout.POSITION : HPOS : -1 : 1
#const c[0] = 24.980801 -24.980801 0.15915491 0.25
#const c[1] = 0 0.5 1 -1
#const c[2] = -60.145809 60.145809 85.453789 -85.453789
#const c[3] = -64.939346 64.939346 19.73921 -19.73921
#const c[4] = -9 0.75
MUL   R0.x, v[0], c[0].z;
EXP   R2.y, R0.x;
ADD   R0.xyz, -R2.y, c[1];
MUL   R0.xyz, R0, R0;
MUL   R1.xyz, R0, c[0].xyxw;
SLT   R2.x, R2.y, c[0].w;
ADD   R1.xyz, R1, c[2].xyxw;
MAD   R1.xyz, R1, R0, c[2].zwzw;
MAD   R1.xyz, R1, R0, c[3].xyxw;
MAD   R1.xyz, R1, R0, c[3].zwzw;
MAD   R1.xyz, R1, R0, c[1].wzww;
SGE   R2.yz, R2.y, c[4].xxyw;
MOV   R0.xz, R2;
DP3   R0.y, R2, c[1].wzww;
DP3   R0.x, R1, -R0;
ADD   o[HPOS], v[0], R0.x;
END
# 16 instructions, 0 R-regs
