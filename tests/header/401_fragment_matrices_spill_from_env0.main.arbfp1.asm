!!ARBfp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbfp1
# source file: tests/header/401_fragment_matrices_spill_from_env0.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbfp1
#program main
#semantic grade
#var float4 color : $vin.COLOR0 : COL0 : 0 : 1
#var float2 uv : $vin.TEXCOORD0 :  : 1 : 0
#var float4x4 grade[0] :  : c[0], 4 : -1 : 1
#var float4x4 grade[1] :  : c[4], 4 : -1 : 1
#var float4x4 grade[2] :  : c[8], 4 : -1 : 1
#var float4x4 grade[3] :  : c[12], 4 : -1 : 1
#var float4x4 grade[4] :  : c[16], 4 : -1 : 1
#var float4x4 grade[5] :  : c[20], 4 : -1 : 1
#var float4x4 grade[6] :  : c[24], 4 : -1 : 1
#var float4x4 grade[7] :  : c[28], 4 : -1 : 1
#var float4x4 grade[8] :  : env[0], 4 : -1 : 1
#var float4x4 grade[9] :  : env[4], 4 : -1 : 1
#var float4 main : $vout.COLOR : COL : -1 : 1
PARAM c[32] = { program.local[0..31] };
PARAM env[] = { program.env[0..7] };
TEMP R0;
TEMP R1;
DP4_SAT R0.w, fragment.color.primary, c[3];
DP4_SAT R0.z, fragment.color.primary, c[2];
DP4_SAT R0.x, fragment.color.primary, c[0];
DP4_SAT R0.y, fragment.color.primary, c[1];
DP4_SAT R1.w, R0, c[7];
DP4_SAT R1.z, R0, c[6];
DP4_SAT R1.x, R0, c[4];
DP4_SAT R1.y, R0, c[5];
DP4_SAT R0.w, R1, c[11];
DP4_SAT R0.z, R1, c[10];
DP4_SAT R0.x, R1, c[8];
DP4_SAT R0.y, R1, c[9];
DP4_SAT R1.w, R0, c[15];
DP4_SAT R1.z, R0, c[14];
DP4_SAT R1.x, R0, c[12];
DP4_SAT R1.y, R0, c[13];
DP4_SAT R0.w, R1, c[19];
DP4_SAT R0.z, R1, c[18];
DP4_SAT R0.x, R1, c[16];
DP4_SAT R0.y, R1, c[17];
DP4_SAT R1.w, R0, c[23];
DP4_SAT R1.z, R0, c[22];
DP4_SAT R1.x, R0, c[20];
DP4_SAT R1.y, R0, c[21];
DP4_SAT R0.w, R1, c[27];
DP4_SAT R0.z, R1, c[26];
DP4_SAT R0.x, R1, c[24];
DP4_SAT R0.y, R1, c[25];
DP4_SAT R1.w, R0, c[31];
DP4_SAT R1.z, R0, c[30];
DP4_SAT R1.x, R0, c[28];
DP4_SAT R1.y, R0, c[29];
DP4_SAT R0.w, R1, env[3];
DP4_SAT R0.z, R1, env[2];
DP4_SAT R0.x, R1, env[0];
DP4_SAT R0.y, R1, env[1];
DP4_SAT result.color.w, R0, env[7];
DP4_SAT result.color.z, R0, env[6];
DP4_SAT result.color.y, R0, env[5];
DP4_SAT result.color.x, R0, env[4];
END
# 40 instructions, 2 R-regs
