!!VP1.1
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -quiet -profile vp20
# source file: tests/vm/cg/vs_fog.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile vp20
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
DP4   R0.x, v[0], c[2];
MOV   R1.z, R0.x;
DP4   R1.x, v[0], c[0];
DP4   R1.y, v[0], c[1];
DP4   R1.w, v[0], c[3];
DP3   R0.y, R1, R1;
RSQ   R0.y, R0.y;
RCP   R0.y, R0.y;
MUL   R0.y, R0, -c[8].x;
EXP   R0.z, R0.y;
DP4   o[HPOS].w, R1, c[7];
DP4   o[HPOS].z, R1, c[6];
DP4   o[HPOS].y, R1, c[5];
DP4   o[HPOS].x, R1, c[4];
MOV   o[FOGC].x, R0.z;
MAD   o[PSIZ].x, R0, c[9].y, c[9];
END
# 16 instructions, 0 R-regs
