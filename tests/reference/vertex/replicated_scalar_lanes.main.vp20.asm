!!VP1.1
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile vp20
# source file: tests/shaders/vertex/replicated_scalar_lanes.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile vp20
#program main
#semantic main.time
#semantic main.mvp
#var float4 pos : $vin.POSITION :  : 0 : 0
#var float time :  : c[4] : 1 : 1
#var float4x4 mvp :  : c[0], 4 : 2 : 1
#var float4 main : $vout.POSITION : HPOS : -1 : 1
#const c[5] = 3 24.980801 -24.980801 0.15915491
#const c[6] = 0 0.5 1 -1
#const c[7] = -60.145809 60.145809 85.453789 -85.453789
#const c[8] = -64.939346 64.939346 19.73921 -19.73921
#const c[9] = -9 0.75 0.25
MOV   R0.x, c[5];
MUL   R0.x, R0, c[4];
MUL   R0.x, R0, c[5].w;
EXP   R2.y, R0.x;
ADD   R0.xyz, -R2.y, c[6];
MUL   R0.xyz, R0, R0;
MUL   R1.xyz, R0, c[5].yzyw;
SLT   R2.x, R2.y, c[9].z;
ADD   R1.xyz, R1, c[7].xyxw;
MAD   R1.xyz, R1, R0, c[7].zwzw;
MAD   R1.xyz, R1, R0, c[8].xyxw;
MAD   R1.xyz, R1, R0, c[8].zwzw;
MAD   R1.xyz, R1, R0, c[6].wzww;
SGE   R2.yz, R2.y, c[9].xxyw;
MOV   R0.xz, R2;
DP3   R0.y, R2, c[6].wzww;
DP3   R0.x, R1, -R0;
MUL   R1, R0.x, c[1];
MAD   R1, R0.x, c[0], R1;
MAD   R1, R0.x, c[2], R1;
MAD   o[HPOS], R0.x, c[3], R1;
END
# 21 instructions, 0 R-regs
