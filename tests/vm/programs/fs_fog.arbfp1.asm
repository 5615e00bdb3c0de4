!!ARBfp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -quiet -profile arbfp1
# source file: tests/vm/cg/fs_fog.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbfp1
#program main
#semantic main.fogColor
#var float4 c : $vin.COLOR0 : COL0 : 0 : 1
#var float f : $vin.FOG : FOGC : 1 : 1
#var float4 fogColor :  : c[0] : 2 : 1
#var float4 main : $vout.COLOR : COL : -1 : 1
PARAM c[1] = { program.local[0] };
TEMP R0;
TEMP R1;
ADD R1, fragment.color.primary, -c[0];
MOV_SAT R0.x, fragment.fogcoord;
MAD result.color, R0.x, R1, c[0];
END
# 3 instructions, 2 R-regs
