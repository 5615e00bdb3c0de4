!!VP2.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile vp30
# source file: tests/header/402_matrices_past_both_arrays.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile vp30
#program main
#semantic M0
#semantic M1
#semantic M2
#semantic M3
#semantic M4
#semantic M5
#semantic M6
#semantic M7
#semantic M8
#semantic M9
#semantic M10
#semantic M11
#semantic M12
#semantic M13
#semantic M14
#semantic M15
#semantic M16
#semantic M17
#semantic M18
#semantic M19
#semantic M20
#semantic M21
#semantic M22
#semantic M23
#semantic M24
#semantic M25
#semantic M26
#semantic M27
#semantic M28
#semantic M29
#semantic M30
#semantic M31
#semantic M32
#semantic M33
#semantic M34
#semantic M35
#semantic M36
#semantic M37
#semantic M38
#semantic M39
#semantic M40
#semantic M41
#semantic M42
#semantic M43
#semantic M44
#semantic M45
#semantic M46
#semantic M47
#var float4 p : $vin.POSITION : ATTR0 : 0 : 1
#var float4x4 M0 :  : c[0], 4 : -1 : 1
#var float4x4 M1 :  : c[4], 4 : -1 : 1
#var float4x4 M2 :  : c[8], 4 : -1 : 1
#var float4x4 M3 :  : c[12], 4 : -1 : 1
#var float4x4 M4 :  : c[16], 4 : -1 : 1
#var float4x4 M5 :  : c[20], 4 : -1 : 1
#var float4x4 M6 :  : c[24], 4 : -1 : 1
#var float4x4 M7 :  : c[28], 4 : -1 : 1
#var float4x4 M8 :  : c[32], 4 : -1 : 1
#var float4x4 M9 :  : c[36], 4 : -1 : 1
#var float4x4 M10 :  : c[40], 4 : -1 : 1
#var float4x4 M11 :  : c[44], 4 : -1 : 1
#var float4x4 M12 :  : c[48], 4 : -1 : 1
#var float4x4 M13 :  : c[52], 4 : -1 : 1
#var float4x4 M14 :  : c[56], 4 : -1 : 1
#var float4x4 M15 :  : c[60], 4 : -1 : 1
#var float4x4 M16 :  : c[64], 4 : -1 : 1
#var float4x4 M17 :  : c[68], 4 : -1 : 1
#var float4x4 M18 :  : c[72], 4 : -1 : 1
#var float4x4 M19 :  : c[76], 4 : -1 : 1
#var float4x4 M20 :  : c[80], 4 : -1 : 1
#var float4x4 M21 :  : c[84], 4 : -1 : 1
#var float4x4 M22 :  : c[88], 4 : -1 : 1
#var float4x4 M23 :  : c[92], 4 : -1 : 1
#var float4x4 M24 :  : c[96], 4 : -1 : 1
#var float4x4 M25 :  : c[100], 4 : -1 : 1
#var float4x4 M26 :  : c[104], 4 : -1 : 1
#var float4x4 M27 :  : c[108], 4 : -1 : 1
#var float4x4 M28 :  : c[112], 4 : -1 : 1
#var float4x4 M29 :  : c[116], 4 : -1 : 1
#var float4x4 M30 :  : c[120], 4 : -1 : 1
#var float4x4 M31 :  : c[124], 4 : -1 : 1
#var float4x4 M32 :  : c[128], 4 : -1 : 1
#var float4x4 M33 :  : c[132], 4 : -1 : 1
#var float4x4 M34 :  : c[136], 4 : -1 : 1
#var float4x4 M35 :  : c[140], 4 : -1 : 1
#var float4x4 M36 :  : c[144], 4 : -1 : 1
#var float4x4 M37 :  : c[148], 4 : -1 : 1
#var float4x4 M38 :  : c[152], 4 : -1 : 1
#var float4x4 M39 :  : c[156], 4 : -1 : 1
#var float4x4 M40 :  : c[160], 4 : -1 : 1
#var float4x4 M41 :  : c[164], 4 : -1 : 1
#var float4x4 M42 :  : c[168], 4 : -1 : 1
#var float4x4 M43 :  : c[172], 4 : -1 : 1
#var float4x4 M44 :  : c[176], 4 : -1 : 1
#var float4x4 M45 :  : c[180], 4 : -1 : 1
#var float4x4 M46 :  : c[184], 4 : -1 : 1
#var float4x4 M47 :  : c[188], 4 : -1 : 1
#var float4 main : $vout.POSITION : HPOS : -1 : 1
BB0:
DP4   R0.w, v[0], c[3];
DP4   R0.z, v[0], c[2];
DP4   R0.x, v[0], c[0];
DP4   R0.y, v[0], c[1];
DP4   R1.w, R0, c[7];
DP4   R1.z, R0, c[6];
DP4   R1.x, R0, c[4];
DP4   R1.y, R0, c[5];
DP4   R0.w, R1, c[11];
DP4   R0.z, R1, c[10];
DP4   R0.x, R1, c[8];
DP4   R0.y, R1, c[9];
DP4   R1.w, R0, c[15];
DP4   R1.z, R0, c[14];
DP4   R1.x, R0, c[12];
DP4   R1.y, R0, c[13];
DP4   R0.w, R1, c[19];
DP4   R0.z, R1, c[18];
DP4   R0.x, R1, c[16];
DP4   R0.y, R1, c[17];
DP4   R1.w, R0, c[23];
DP4   R1.z, R0, c[22];
DP4   R1.x, R0, c[20];
DP4   R1.y, R0, c[21];
DP4   R0.w, R1, c[27];
DP4   R0.z, R1, c[26];
DP4   R0.x, R1, c[24];
DP4   R0.y, R1, c[25];
DP4   R1.w, R0, c[31];
DP4   R1.z, R0, c[30];
DP4   R1.x, R0, c[28];
DP4   R1.y, R0, c[29];
DP4   R0.w, R1, c[35];
DP4   R0.z, R1, c[34];
DP4   R0.x, R1, c[32];
DP4   R0.y, R1, c[33];
DP4   R1.w, R0, c[39];
DP4   R1.z, R0, c[38];
DP4   R1.x, R0, c[36];
DP4   R1.y, R0, c[37];
DP4   R0.w, R1, c[43];
DP4   R0.z, R1, c[42];
DP4   R0.x, R1, c[40];
DP4   R0.y, R1, c[41];
DP4   R1.w, R0, c[47];
DP4   R1.z, R0, c[46];
DP4   R1.x, R0, c[44];
DP4   R1.y, R0, c[45];
DP4   R0.w, R1, c[51];
DP4   R0.z, R1, c[50];
DP4   R0.x, R1, c[48];
DP4   R0.y, R1, c[49];
DP4   R1.w, R0, c[55];
DP4   R1.z, R0, c[54];
DP4   R1.x, R0, c[52];
DP4   R1.y, R0, c[53];
DP4   R0.w, R1, c[59];
DP4   R0.z, R1, c[58];
DP4   R0.x, R1, c[56];
DP4   R0.y, R1, c[57];
DP4   R1.w, R0, c[63];
DP4   R1.z, R0, c[62];
DP4   R1.x, R0, c[60];
DP4   R1.y, R0, c[61];
DP4   R0.w, R1, c[67];
DP4   R0.z, R1, c[66];
DP4   R0.x, R1, c[64];
DP4   R0.y, R1, c[65];
DP4   R1.w, R0, c[71];
DP4   R1.z, R0, c[70];
DP4   R1.x, R0, c[68];
DP4   R1.y, R0, c[69];
DP4   R0.w, R1, c[75];
DP4   R0.z, R1, c[74];
DP4   R0.x, R1, c[72];
DP4   R0.y, R1, c[73];
DP4   R1.w, R0, c[79];
DP4   R1.z, R0, c[78];
DP4   R1.x, R0, c[76];
DP4   R1.y, R0, c[77];
DP4   R0.w, R1, c[83];
DP4   R0.z, R1, c[82];
DP4   R0.x, R1, c[80];
DP4   R0.y, R1, c[81];
DP4   R1.w, R0, c[87];
DP4   R1.z, R0, c[86];
DP4   R1.x, R0, c[84];
DP4   R1.y, R0, c[85];
DP4   R0.w, R1, c[91];
DP4   R0.z, R1, c[90];
DP4   R0.x, R1, c[88];
DP4   R0.y, R1, c[89];
DP4   R1.w, R0, c[95];
DP4   R1.z, R0, c[94];
DP4   R1.x, R0, c[92];
DP4   R1.y, R0, c[93];
DP4   R0.w, R1, c[99];
DP4   R0.z, R1, c[98];
DP4   R0.x, R1, c[96];
DP4   R0.y, R1, c[97];
DP4   R1.w, R0, c[103];
DP4   R1.z, R0, c[102];
DP4   R1.x, R0, c[100];
DP4   R1.y, R0, c[101];
DP4   R0.w, R1, c[107];
DP4   R0.z, R1, c[106];
DP4   R0.x, R1, c[104];
DP4   R0.y, R1, c[105];
DP4   R1.w, R0, c[111];
DP4   R1.z, R0, c[110];
DP4   R1.x, R0, c[108];
DP4   R1.y, R0, c[109];
DP4   R0.w, R1, c[115];
DP4   R0.z, R1, c[114];
DP4   R0.x, R1, c[112];
DP4   R0.y, R1, c[113];
DP4   R1.w, R0, c[119];
DP4   R1.z, R0, c[118];
DP4   R1.x, R0, c[116];
DP4   R1.y, R0, c[117];
DP4   R0.w, R1, c[123];
DP4   R0.z, R1, c[122];
DP4   R0.x, R1, c[120];
DP4   R0.y, R1, c[121];
DP4   R1.w, R0, c[127];
DP4   R1.z, R0, c[126];
DP4   R1.x, R0, c[124];
DP4   R1.y, R0, c[125];
DP4   R0.w, R1, c[131];
DP4   R0.z, R1, c[130];
DP4   R0.x, R1, c[128];
DP4   R0.y, R1, c[129];
DP4   R1.w, R0, c[135];
DP4   R1.z, R0, c[134];
DP4   R1.x, R0, c[132];
DP4   R1.y, R0, c[133];
DP4   R0.w, R1, c[139];
DP4   R0.z, R1, c[138];
DP4   R0.x, R1, c[136];
DP4   R0.y, R1, c[137];
DP4   R1.w, R0, c[143];
DP4   R1.z, R0, c[142];
DP4   R1.x, R0, c[140];
DP4   R1.y, R0, c[141];
DP4   R0.w, R1, c[147];
DP4   R0.z, R1, c[146];
DP4   R0.x, R1, c[144];
DP4   R0.y, R1, c[145];
DP4   R1.w, R0, c[151];
DP4   R1.z, R0, c[150];
DP4   R1.x, R0, c[148];
DP4   R1.y, R0, c[149];
DP4   R0.w, R1, c[155];
DP4   R0.z, R1, c[154];
DP4   R0.x, R1, c[152];
DP4   R0.y, R1, c[153];
DP4   R1.w, R0, c[159];
DP4   R1.z, R0, c[158];
DP4   R1.x, R0, c[156];
DP4   R1.y, R0, c[157];
DP4   R0.w, R1, c[163];
DP4   R0.z, R1, c[162];
DP4   R0.x, R1, c[160];
DP4   R0.y, R1, c[161];
DP4   R1.w, R0, c[167];
DP4   R1.z, R0, c[166];
DP4   R1.x, R0, c[164];
DP4   R1.y, R0, c[165];
DP4   R0.w, R1, c[171];
DP4   R0.z, R1, c[170];
DP4   R0.x, R1, c[168];
DP4   R0.y, R1, c[169];
DP4   R1.w, R0, c[175];
DP4   R1.z, R0, c[174];
DP4   R1.x, R0, c[172];
DP4   R1.y, R0, c[173];
DP4   R0.w, R1, c[179];
DP4   R0.z, R1, c[178];
DP4   R0.x, R1, c[176];
DP4   R0.y, R1, c[177];
DP4   R1.w, R0, c[183];
DP4   R1.z, R0, c[182];
DP4   R1.x, R0, c[180];
DP4   R1.y, R0, c[181];
DP4   R0.w, R1, c[187];
DP4   R0.z, R1, c[186];
DP4   R0.x, R1, c[184];
DP4   R0.y, R1, c[185];
DP4   o[HPOS].w, R0, c[191];
DP4   o[HPOS].z, R0, c[190];
DP4   o[HPOS].y, R0, c[189];
DP4   o[HPOS].x, R0, c[188];
END
# 192 instructions, 2 R-regs
