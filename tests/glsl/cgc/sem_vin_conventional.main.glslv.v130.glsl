// glslv output by Cg compiler
// cgc version 3.1.0013, build date Apr 24 2012
// command line args: -profile glslv -po version=130
// source file: tests/glsl/cases/sem_vin_conventional.cg
//vendor NVIDIA Corporation
//version 3.1.0.13
//profile glslv
//program main
//var float4 position : $vin.POSITION : POSITION : 0 : 1
//var float3 normal : $vin.NORMAL : NORMAL : 1 : 1
//var float4 color : $vin.COLOR0 : COLOR0 : 2 : 1
//var float4 specular : $vin.COLOR1 : COLOR1 : 3 : 1
//var float4 t0 : $vin.TEXCOORD0 : TEXCOORD0 : 4 : 1
//var float4 t1 : $vin.TEXCOORD1 : TEXCOORD1 : 5 : 1
//var float4 t2 : $vin.TEXCOORD2 : TEXCOORD2 : 6 : 1
//var float4 t3 : $vin.TEXCOORD3 : TEXCOORD3 : 7 : 1
//var float4 t4 : $vin.TEXCOORD4 : TEXCOORD4 : 8 : 1
//var float4 t5 : $vin.TEXCOORD5 : TEXCOORD5 : 9 : 1
//var float4 t6 : $vin.TEXCOORD6 : TEXCOORD6 : 10 : 1
//var float4 t7 : $vin.TEXCOORD7 : TEXCOORD7 : 11 : 1
//var float fog : $vin.FOGCOORD : FOGCOORD : 12 : 1
//var float4 oColor : $vout.COLOR0 : COLOR0 : 13 : 1
//var float4 main : $vout.POSITION : HPOS : -1 : 1

#version 130

vec4 _oColor1;
in vec4 NORMAL;
in vec4 COLOR;
in vec4 SPECULAR;
in vec4 TEXCOORD0;
in vec4 TEXCOORD1;
in vec4 TEXCOORD2;
in vec4 TEXCOORD3;
in vec4 TEXCOORD4;
in vec4 TEXCOORD5;
in vec4 TEXCOORD6;
in vec4 TEXCOORD7;
in vec4 FOGCOORD;
in vec4 cg_Vertex;
out vec4 cg_FrontColor;

 // main procedure, the original name was main
void main()
{


    _oColor1 = COLOR*SPECULAR + vec4(NORMAL.x, NORMAL.y, NORMAL.z, FOGCOORD.x) + TEXCOORD0 + TEXCOORD1 + TEXCOORD2 + TEXCOORD3 + TEXCOORD4 + TEXCOORD5 + TEXCOORD6 + TEXCOORD7;
    gl_Position = cg_Vertex;
    cg_FrontColor = _oColor1;
    return;
} // main end
