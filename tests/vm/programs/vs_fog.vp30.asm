!!VP2.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -quiet -profile vp30
# source file: tests/vm/cg/vs_fog.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile vp30
#program main
#semantic main.mv
#semantic main.proj
#semantic main.fogDensity
#var float4 p : $vin.POSITION : ATTR0 : 0 : 1
#var float4x4 mv :  : c[0], 4 : 1 : 1
#var float4x4 proj :  : c[4], 4 : 2 : 1
#var float fogDensity :  : c[8] : 3 : 1
#var float4 hpos : $vout.POSITION : HPOS : 4 : 1
#var float fog : $vout.FOG : FOGC : 5 : 1
#var float psize : $vout.PSIZE : PSIZ : 6 : 1
#const c[9] = 2 0.1
BB0:
DP4   R1.x, v[0], c[2];
MOV   R0.z, R1.x;
DP4   R0.x, v[0], c[0];
DP4   R0.y, v[0], c[1];
DP4   R0.w, v[0], c[3];
DP3   R1.y, R0, R0;
RSQ   R1.y, R1.y;
RCP   R1.y, R1.y;
MUL   R1.y, R1, -c[8].x;
DP4   o[HPOS].w, R0, c[7];
DP4   o[HPOS].z, R0, c[6];
DP4   o[HPOS].y, R0, c[5];
DP4   o[HPOS].x, R0, c[4];
EX2   o[FOGC].x, R1.y;
MAD   o[PSIZ].x, R1, c[9].y, c[9];
END
# 15 instructions, 2 R-regs
